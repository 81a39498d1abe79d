import {
  BRANCH_HOURS_ROUTES,
  ZBranchHoursConflict,
  ZBranchHoursParams,
  ZBranchHoursStatus,
  ZBranchHoursView,
  ZPutBranchHoursBody,
} from '@tableside/shared/contract/branch-hours';
import type { AppDeps } from '../../app-deps';
import { branchScope } from '../../http/branch-scope';
import { requireStaff, STAFF_READ_ERRORS } from '../../http/staff-auth';
import type { AppFastify } from '../../http/types';
import { getBranchHours } from '../../services/branch-hours/get-branch-hours';
import { getBranchHoursStatus } from '../../services/branch-hours/get-branch-hours-status';
import { saveBranchHours } from '../../services/branch-hours/save-branch-hours';

const tags = ['branch-hours'];

/** A branch's order hours (editBranchSettings) and the open-now status any member may read. */
export function hoursRoutes(app: AppFastify, { database, clock }: AppDeps): void {
  const { db } = database;

  app.get(
    BRANCH_HOURS_ROUTES.hours,
    {
      schema: {
        tags,
        summary: "The branch's weekly hours, special days and last call",
        params: ZBranchHoursParams,
        response: { 200: ZBranchHoursView, ...STAFF_READ_ERRORS },
      },
    },
    async (req) => {
      const { branchId } = req.params;
      await requireStaff(db, clock, req, 'editBranchSettings', { branchId });
      return getBranchHours({ db }, branchId);
    },
  );

  app.put(
    BRANCH_HOURS_ROUTES.hours,
    {
      schema: {
        tags,
        summary: "Replace the branch's hours (409 with the current ones on a stale version)",
        params: ZBranchHoursParams,
        body: ZPutBranchHoursBody,
        response: { 200: ZBranchHoursView, ...STAFF_READ_ERRORS, 409: ZBranchHoursConflict },
      },
    },
    async (req) => {
      const scope = await branchScope(db, clock, req, req.params.branchId, 'editBranchSettings');
      return saveBranchHours({ db }, scope, req.body);
    },
  );

  app.get(
    BRANCH_HOURS_ROUTES.status,
    {
      schema: {
        tags,
        summary: 'Open now?, and when the branch closes or opens next',
        params: ZBranchHoursParams,
        response: { 200: ZBranchHoursStatus, ...STAFF_READ_ERRORS },
      },
    },
    async (req) => {
      const { branchId } = req.params;
      await requireStaff(db, clock, req, null, { branchId });
      return getBranchHoursStatus({ db, clock }, branchId);
    },
  );
}
