import type { TMenuQuery, TMenuResponse } from '@tableside/shared/contract/menu';
import { matchesFoodFilter } from '@tableside/shared/domain/food-filter';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { menuCategories } from '../../db/schema/index';
import { requireTenantBranch } from './branch-access';
import { groupMenu } from './group-menu';
import { loadMenuProducts } from './load-menu-products';

/**
 * The branch's menu grouped by category (`menu-item-grouped-category`). The food filter is the
 * domain's own predicate, so the server and the app can never disagree on what a filter keeps.
 * Out-of-stock products stay listed with `isAvailable: false`: the guest sees 'Out of Stock'
 * instead of a dish silently vanishing mid-meal.
 */
export async function getMenu(
  deps: { db: Database },
  input: TMenuQuery & { tenantId: number },
): Promise<TMenuResponse> {
  const { db } = deps;
  const { tenantId, branchId, foodTypes, tab } = input;
  await requireTenantBranch(db, branchId, tenantId);
  const [categories, loaded] = await Promise.all([
    db
      .select({
        id: menuCategories.id,
        name: menuCategories.name,
        parentId: menuCategories.parentId,
      })
      .from(menuCategories)
      .where(eq(menuCategories.tenantId, tenantId))
      .orderBy(asc(menuCategories.sortOrder), asc(menuCategories.id)),
    loadMenuProducts(db, { tenantId, branchId }),
  ]);
  const kept = loaded.filter(
    ({ product }) =>
      matchesFoodFilter(product, foodTypes ?? null) && (tab === undefined || product.tab === tab),
  );
  return groupMenu(categories, kept);
}
