// The bulk edit's availability change: every size of the items at this branch on or off.
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { branchMenuItems } from '../../db/schema/index';
import type { EventBatch } from '../staff/event-batch';
import { databaseNow, isGuestAvailable } from './branch-size-row';
import { lockCartsHolding, queueStockChange } from './branch-stock-events';
import type { CatalogueScope } from './catalogue-scope';

/**
 * Switches the items' sizes on this branch's menu on or off (a snooze stays as it was). Carts,
 * consoles and guests hear of the sizes whose availability to guests changed. Answers the ids
 * of the items that changed.
 */
export async function applyBulkAvailability(
  tx: Database,
  batch: EventBatch,
  scope: CatalogueScope,
  sizesOf: ReadonlyMap<number, readonly number[]>,
  available: boolean,
): Promise<Set<number>> {
  const menuItemIds = [...sizesOf.values()].flat();
  if (menuItemIds.length === 0) return new Set();
  const where = and(
    eq(branchMenuItems.branchId, scope.branchId),
    inArray(branchMenuItems.menuItemId, menuItemIds),
    ne(branchMenuItems.isAvailable, available),
  );
  const rows = await tx.select().from(branchMenuItems).where(where);
  if (rows.length === 0) return new Set();
  const now = await databaseNow(tx, scope.branchId);
  const seen = rows
    .filter(
      (row) =>
        isGuestAvailable(row, now) !== isGuestAvailable({ ...row, isAvailable: available }, now),
    )
    .map((row) => row.menuItemId)
    .sort((a, b) => a - b);
  const lockedOrderIds = await lockCartsHolding(tx, scope, seen);
  const changed = await tx
    .update(branchMenuItems)
    .set({ isAvailable: available })
    .where(where)
    .returning({ menuItemId: branchMenuItems.menuItemId });
  const changedSizes = new Set(changed.map((row) => row.menuItemId));
  await queueStockChange(tx, batch, scope, {
    menuItemIds: seen.filter((id) => changedSizes.has(id)),
    available: () => available,
    lockedOrderIds,
  });
  const products = new Set<number>();
  for (const [productId, sizes] of sizesOf) {
    if (sizes.some((id) => changedSizes.has(id))) products.add(productId);
  }
  return products;
}
