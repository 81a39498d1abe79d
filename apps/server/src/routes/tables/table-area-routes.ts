import {
  TABLES_ADMIN_ROUTES,
  ZCreateAreaBody,
  ZReorderBody,
  ZTableArea,
  ZTableAreaParams,
  ZTablesBranchParams,
  ZUpdateAreaBody,
} from '@tableside/shared/contract/tables-admin';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { STAFF_WRITE_ERRORS } from '../../http/staff-auth';
import type { AppFastify } from '../../http/types';
import { createArea } from '../../services/tables-admin/create-area';
import { reorderTables } from '../../services/tables-admin/reorder-tables';
import { updateArea } from '../../services/tables-admin/update-area';
import { tableScope } from './table-http';

const tags = ['tables'];

/** Areas of the floor (Terrace, Bar...). */
export function tableAreaRoutes(app: AppFastify, deps: AppDeps) {
  const { db } = deps.database;
  const { clock } = deps;

  app.post(
    TABLES_ADMIN_ROUTES.areas,
    {
      schema: {
        tags,
        summary: 'Add an area',
        params: ZTablesBranchParams,
        body: ZCreateAreaBody,
        response: { 201: ZTableArea, ...STAFF_WRITE_ERRORS },
      },
    },
    async (req, reply) => {
      const scope = await tableScope(deps, req, req.params.branchId);
      return reply.code(201).send(await createArea({ db }, scope, req.body));
    },
  );

  app.patch(
    TABLES_ADMIN_ROUTES.area,
    {
      schema: {
        tags,
        summary: 'Rename, archive (no live tables left in it) or restore an area',
        params: ZTableAreaParams,
        body: ZUpdateAreaBody,
        response: { 200: ZTableArea, ...STAFF_WRITE_ERRORS },
      },
    },
    async (req) => {
      const scope = await tableScope(deps, req, req.params.branchId);
      return updateArea({ db, clock }, scope, req.params.areaId, req.body);
    },
  );

  app.put(
    TABLES_ADMIN_ROUTES.areaOrder,
    {
      schema: {
        tags,
        summary: 'The new order of the live areas',
        params: ZTablesBranchParams,
        body: ZReorderBody,
        response: { 204: z.null(), ...STAFF_WRITE_ERRORS },
      },
    },
    async (req, reply) => {
      const scope = await tableScope(deps, req, req.params.branchId);
      await reorderTables({ db }, scope, 'areas', req.body);
      return reply.code(204).send(null);
    },
  );
}
