import { STAFF_ROUTES } from '@tableside/shared/contract/routes';
import { ZStaffBranchParams } from '@tableside/shared/contract/staff';
import {
  ZStaffBranchesResponse,
  ZStaffMenuItemsResponse,
  ZStaffRosterResponse,
} from '@tableside/shared/contract/staff-console';
import type { StaffAction } from '@tableside/shared/domain/staff-permissions';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { requireStaff, STAFF_READ_ERRORS } from '../../http/staff-auth';
import type { AppFastify } from '../../http/types';
import { listBranchMenuItems } from '../../services/staff/list-branch-menu-items';
import { listBranchStaff } from '../../services/staff/list-branch-staff';
import { listStaffBranches } from '../../services/staff/list-staff-branches';

type BranchRead = (input: { tenantId: number; branchId: number }) => Promise<unknown>;

/** What the console reads about its branches: people and stock (tickets: routes/kitchen-stations). */
export function staffBranchRoutes(app: AppFastify, deps: AppDeps) {
  const { database, clock } = deps;
  const { db } = database;

  const branchRead = (
    path: string,
    action: StaffAction,
    summary: string,
    response: z.ZodType,
    read: BranchRead,
  ) =>
    app.get(
      path,
      {
        schema: {
          tags: ['staff'],
          summary,
          params: ZStaffBranchParams,
          response: { 200: response, ...STAFF_READ_ERRORS },
        },
      },
      async (req) => {
        const { branchId } = req.params;
        const staff = await requireStaff(db, clock, req, action, { branchId });
        return read({ tenantId: staff.tenantId, branchId });
      },
    );

  app.get(
    STAFF_ROUTES.branches,
    {
      schema: {
        tags: ['staff'],
        summary: 'The branches the signed-in staff member works at, with their brand',
        response: { 200: ZStaffBranchesResponse, ...STAFF_READ_ERRORS },
      },
    },
    async (req) => listStaffBranches(db, await requireStaff(db, clock, req, null)),
  );

  branchRead(
    STAFF_ROUTES.branchStaff,
    'assignAssociate',
    'The active staff of a branch, to put one in charge of a table',
    ZStaffRosterResponse,
    (input) => listBranchStaff(db, input),
  );
  branchRead(
    STAFF_ROUTES.branchMenuItems,
    'setAvailability',
    'Every menu item of the branch with its price and availability there',
    ZStaffMenuItemsResponse,
    (input) => listBranchMenuItems(db, input),
  );
}
