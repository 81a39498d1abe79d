import { STAFF_ROUTES } from '@tableside/shared/contract/routes';
import {
  ZAssignAssociateBody,
  ZAvailabilityBody,
  ZFloorTable,
  ZFloorTablesResponse,
  ZStaffBranchParams,
  ZStaffMenuItemParams,
  ZStaffTableParams,
} from '@tableside/shared/contract/staff';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { requireStaff, STAFF_READ_ERRORS, STAFF_WRITE_ERRORS } from '../../http/staff-auth';
import type { AppFastify } from '../../http/types';
import { notFound } from '../../lib/app-error';
import { assignAssociate } from '../../services/staff/assign-associate';
import { listFloorTables } from '../../services/staff/list-floor-tables';
import { setItemAvailability } from '../../services/staff/set-item-availability';

/** The floor plan, who looks after a table, and what the branch can serve. */
export function staffFloorRoutes(app: AppFastify, deps: AppDeps) {
  const { database, clock, publisher } = deps;
  const { db } = database;
  const staffDeps = { db, clock, publisher };

  app.get(
    STAFF_ROUTES.branchTables,
    {
      schema: {
        tags: ['staff'],
        summary: "The branch's floor: every table with its open order's state",
        params: ZStaffBranchParams,
        response: { 200: ZFloorTablesResponse, ...STAFF_READ_ERRORS },
      },
    },
    async (req) => {
      const { branchId } = req.params;
      const staff = await requireStaff(db, clock, req, 'viewFloor', { branchId });
      return listFloorTables(db, { tenantId: staff.tenantId, branchId });
    },
  );

  app.post(
    STAFF_ROUTES.assignAssociate,
    {
      schema: {
        tags: ['staff'],
        summary: 'Assign the customer associate of a table (null: not serviceable)',
        params: ZStaffTableParams,
        body: ZAssignAssociateBody,
        response: { 200: ZFloorTable, ...STAFF_WRITE_ERRORS },
      },
    },
    async (req) => {
      const { tableId } = req.params;
      const staff = await requireStaff(db, clock, req, 'assignAssociate', { tableId });
      await assignAssociate(staffDeps, {
        tenantId: staff.tenantId,
        tableId,
        associateStaffUserId: req.body.staffUserId,
      });
      const [table] = await listFloorTables(db, { tenantId: staff.tenantId, tableId });
      if (!table) throw notFound('Table');
      return table;
    },
  );

  app.put(
    STAFF_ROUTES.availability,
    {
      schema: {
        tags: ['staff'],
        summary: 'Put a menu item (all its sizes) in or out of stock at a branch',
        params: ZStaffMenuItemParams,
        body: ZAvailabilityBody,
        response: { 204: z.null(), ...STAFF_WRITE_ERRORS },
      },
    },
    async (req, reply) => {
      const { branchId, available } = req.body;
      const staff = await requireStaff(db, clock, req, 'setAvailability', { branchId });
      await setItemAvailability(staffDeps, {
        tenantId: staff.tenantId,
        branchId,
        menuItemMasterId: req.params.menuItemMasterId,
        available,
      });
      return reply.code(204).send(null);
    },
  );
}
