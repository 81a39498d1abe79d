import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { branchMenuItems, menuItems, products } from '../../db/schema/index';
import { guestAvailable } from '../menu/guest-availability';

/**
 * The display names of the products of these sizes that guests of the branch can no longer
 * order at all: no size of the product left available there (the rule of
 * menu/guest-availability, the guest card's 'Out of Stock'). Read after the write, inside its
 * transaction, so `updatePrice` can tell browsing guests 'X is now out of stock'; a product
 * with another size still on sale is not named.
 */
export async function soldOutProductNames(
  tx: Database,
  branchId: number,
  menuItemIds: readonly number[],
): Promise<string[]> {
  if (menuItemIds.length === 0) return [];
  const touched = tx
    .select({ productId: menuItems.productId })
    .from(menuItems)
    .where(inArray(menuItems.id, [...menuItemIds]));
  const rows = await tx
    .select({ name: products.displayName })
    .from(products)
    .innerJoin(menuItems, and(eq(menuItems.productId, products.id), isNull(menuItems.archivedAt)))
    .innerJoin(
      branchMenuItems,
      and(eq(branchMenuItems.menuItemId, menuItems.id), eq(branchMenuItems.branchId, branchId)),
    )
    .where(and(inArray(products.id, touched), isNull(products.archivedAt)))
    .groupBy(products.id, products.displayName)
    .having(sql`not bool_or(coalesce(${guestAvailable}, false))`)
    .orderBy(asc(products.displayName));
  return rows.map((row) => row.name);
}
