import { ZBranchParams } from '@tableside/shared/contract/catalogue';
import {
  CATALOGUE_ROUTES,
  ZBulkEditBody,
  ZBulkEditResult,
} from '@tableside/shared/contract/catalogue-extras';
import type { AppDeps } from '../../app-deps';
import { requireStaff, STAFF_WRITE_ERRORS } from '../../http/staff-auth';
import type { AppFastify } from '../../http/types';
import { bulkEdit } from '../../services/catalogue/bulk-edit';

/** The editor's bulk edit of a selection of items. */
export function catalogueBulkRoutes(app: AppFastify, deps: AppDeps) {
  const { database, clock, publisher } = deps;
  const { db } = database;
  const staffDeps = { db, clock, publisher };

  app.post(
    CATALOGUE_ROUTES.bulk,
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Change many items at once: price, category, availability here, tags',
        params: ZBranchParams,
        body: ZBulkEditBody,
        response: { 200: ZBulkEditResult, ...STAFF_WRITE_ERRORS },
      },
    },
    async (req) => {
      const { branchId } = req.params;
      const staff = await requireStaff(db, clock, req, 'editMenu', { branchId });
      const scope = { tenantId: staff.tenantId, branchId, staffUserId: staff.userId };
      return bulkEdit(staffDeps, scope, req.body);
    },
  );
}
