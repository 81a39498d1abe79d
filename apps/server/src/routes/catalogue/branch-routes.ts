import {
  ZBranchItemBody,
  ZBranchSizeBody,
  ZCatalogueItem,
  ZCatalogueItemParams,
  ZCatalogueSizeParams,
} from '@tableside/shared/contract/catalogue';
import { CATALOGUE_ROUTES } from '@tableside/shared/contract/catalogue-extras';
import type { AppDeps } from '../../app-deps';
import { requireStaff, STAFF_WRITE_ERRORS } from '../../http/staff-auth';
import type { AppFastify } from '../../http/types';
import { setBranchItem } from '../../services/catalogue/branch-item';
import { setBranchSize } from '../../services/catalogue/branch-size';

const response = { 200: ZCatalogueItem, ...STAFF_WRITE_ERRORS };

/** A branch's own side of the brand's catalogue: price, availability, snooze, on the menu. */
export function catalogueBranchRoutes(app: AppFastify, deps: AppDeps) {
  const { database, clock, publisher } = deps;
  const { db } = database;
  const staffDeps = { db, clock, publisher };

  app.put(
    CATALOGUE_ROUTES.sizeBranch,
    {
      schema: {
        tags: ['catalogue'],
        summary: "A size at this branch: its own price, on or off, '86'd until a time",
        params: ZCatalogueSizeParams,
        body: ZBranchSizeBody,
        response,
      },
    },
    async (req) => {
      const { branchId, menuItemId } = req.params;
      const staff = await requireStaff(db, clock, req, 'editMenu', { branchId });
      const scope = { tenantId: staff.tenantId, branchId, staffUserId: staff.userId };
      return setBranchSize(staffDeps, scope, menuItemId, req.body);
    },
  );

  app.put(
    CATALOGUE_ROUTES.itemBranch,
    {
      schema: {
        tags: ['catalogue'],
        summary: "Put a brand item on this branch's menu (default prices) or take it off",
        params: ZCatalogueItemParams,
        body: ZBranchItemBody,
        response,
      },
    },
    async (req) => {
      const { branchId, productId } = req.params;
      const staff = await requireStaff(db, clock, req, 'editMenu', { branchId });
      const scope = { tenantId: staff.tenantId, branchId, staffUserId: staff.userId };
      return setBranchItem(staffDeps, scope, productId, req.body.onMenu);
    },
  );
}
