import type { TMenuQuery, TMenuResponse } from '@tableside/shared/contract/menu';
import { matchesFoodFilter } from '@tableside/shared/domain/food-filter';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { menuCategories } from '../../db/schema/index';
import { groupMenu } from './group-menu';
import { msUntilSnoozeEnds } from './guest-availability';
import { loadMenuProducts } from './load-menu-products';

export interface MenuRead {
  menu: TMenuResponse;
  /** From the start of the read until a snooze ends and the answer changes by itself; null: never. */
  changesInMs: number | null;
}

/**
 * The branch's menu grouped by category (`menu-item-grouped-category`), for a caller that has
 * checked the tenant. The food filter is the domain's own predicate, so the server and the app
 * can never disagree on what a filter keeps. Out-of-stock products stay listed with
 * `isAvailable: false`: the guest sees 'Out of Stock' instead of a dish silently vanishing
 * mid-meal.
 */
export async function readMenu(
  db: Database,
  input: TMenuQuery & { tenantId: number },
): Promise<MenuRead> {
  const { tenantId, branchId, foodTypes, tab } = input;
  // Before the menu: a snooze that ends between the two reads then only shortens the time.
  const changesInMs = await msUntilSnoozeEnds(db, branchId);
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
  return { menu: groupMenu(categories, kept), changesInMs };
}
