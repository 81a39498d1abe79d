import {
  KITCHEN_STATION_ROUTES,
  ZArchiveKitchenStationBody,
  ZCreateKitchenStationBody,
  ZKitchenStation,
  ZKitchenStationParams,
  ZKitchenStationsResponse,
  ZReorderKitchenStationsBody,
  ZUpdateKitchenStationBody,
} from '@tableside/shared/contract/kitchen-stations';
import { ZStaffBranchParams } from '@tableside/shared/contract/staff';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { requireStaff, STAFF_READ_ERRORS, STAFF_WRITE_ERRORS } from '../../http/staff-auth';
import type { AppFastify } from '../../http/types';
import { archiveKitchenStation } from '../../services/kitchen-stations/archive-kitchen-station';
import { createKitchenStation } from '../../services/kitchen-stations/create-kitchen-station';
import { listKitchenStations } from '../../services/kitchen-stations/list-kitchen-stations';
import { reorderKitchenStations } from '../../services/kitchen-stations/reorder-kitchen-stations';
import { updateKitchenStation } from '../../services/kitchen-stations/update-kitchen-station';
import { kitchenTicketRoutes } from './kitchen-ticket-routes';

const tags = ['kitchen-stations'];
const stationResponse = { 200: ZKitchenStation, ...STAFF_WRITE_ERRORS };

/** The stations of a branch and the categories each cooks (manageKitchenStations). */
export function kitchenStationRoutes(app: AppFastify, deps: AppDeps): void {
  const { database, clock } = deps;
  const { db } = database;
  const stationDeps = { db, clock };
  const scopeOf = async (req: FastifyRequest, branchId: number) => {
    const staff = await requireStaff(db, clock, req, 'manageKitchenStations', { branchId });
    return { tenantId: staff.tenantId, branchId, staffUserId: staff.userId };
  };

  app.get(
    KITCHEN_STATION_ROUTES.stations,
    {
      schema: {
        tags,
        summary: "The branch's kitchen stations with the categories each names (archived too)",
        params: ZStaffBranchParams,
        response: { 200: ZKitchenStationsResponse, ...STAFF_READ_ERRORS },
      },
    },
    async (req) => {
      const { branchId } = req.params;
      // The kitchen display picks its station from this list, so reading it is the kitchen's too.
      const staff = await requireStaff(db, clock, req, 'viewOrder', { branchId });
      return listKitchenStations(db, { tenantId: staff.tenantId, branchId });
    },
  );

  app.post(
    KITCHEN_STATION_ROUTES.stations,
    {
      schema: {
        tags,
        summary: 'Add a kitchen station, last in the order',
        params: ZStaffBranchParams,
        body: ZCreateKitchenStationBody,
        response: { 201: ZKitchenStation, ...STAFF_WRITE_ERRORS },
      },
    },
    async (req, reply) => {
      const scope = await scopeOf(req, req.params.branchId);
      return reply.code(201).send(await createKitchenStation(stationDeps, scope, req.body));
    },
  );

  app.put(
    KITCHEN_STATION_ROUTES.station,
    {
      schema: {
        tags,
        summary: 'Rename a kitchen station and set its categories',
        params: ZKitchenStationParams,
        body: ZUpdateKitchenStationBody,
        response: stationResponse,
      },
    },
    async (req) => {
      const scope = await scopeOf(req, req.params.branchId);
      return updateKitchenStation(stationDeps, scope, req.params.stationId, req.body);
    },
  );

  app.put(
    KITCHEN_STATION_ROUTES.stationArchive,
    {
      schema: {
        tags,
        summary: 'Archive or restore a kitchen station',
        params: ZKitchenStationParams,
        body: ZArchiveKitchenStationBody,
        response: stationResponse,
      },
    },
    async (req) => {
      const scope = await scopeOf(req, req.params.branchId);
      return archiveKitchenStation(stationDeps, scope, req.params.stationId, req.body);
    },
  );

  app.put(
    KITCHEN_STATION_ROUTES.stationOrder,
    {
      schema: {
        tags,
        summary: "Put the branch's kitchen stations in a new order",
        params: ZStaffBranchParams,
        body: ZReorderKitchenStationsBody,
        response: { 200: ZKitchenStationsResponse, ...STAFF_WRITE_ERRORS },
      },
    },
    async (req) => {
      const scope = await scopeOf(req, req.params.branchId);
      return reorderKitchenStations(stationDeps, scope, req.body);
    },
  );

  kitchenTicketRoutes(app, deps);
}
