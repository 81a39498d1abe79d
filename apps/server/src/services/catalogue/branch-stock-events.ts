// What guests and consoles are told when sizes come and go at a branch (switched off or on,
// '86'd, a snooze ending, an item put on or taken off the menu). Shared by the back office's
// branch and bulk writes and the snooze-expiry job so every path tells the same rooms.
import type { Database } from '../../db/client';
import { rooms } from '../../realtime/rooms';
import { nextEventSeq, orderRooms } from '../orders/order-events';
import { lockOrdersWithCartLines, selectCartLines } from '../staff/branch-menu-item';
import type { EventBatch } from '../staff/event-batch';
import { soldOutProductNames } from './sold-out-names';

export interface BranchRef {
  tenantId: number;
  branchId: number;
}

/**
 * Locks the branch's open orders whose cart holds these sizes. Call it BEFORE writing the
 * branch rows: guests' writers lock the order first too, so the two cannot deadlock.
 */
export function lockCartsHolding(
  tx: Database,
  ref: BranchRef,
  menuItemIds: readonly number[],
): Promise<number[]> {
  if (menuItemIds.length === 0) return Promise.resolve([]);
  return lockOrdersWithCartLines(tx, ref.tenantId, ref.branchId, menuItemIds);
}

/**
 * Sizes changed availability as guests see it: carts holding one refetch their order (the Out
 * of Stock marker appears or goes before anyone tries to confirm), the stock lists of the
 * branch's consoles refetch (one event per product, as they list products), and browsing
 * guests refetch the menu (updatePrice 'stock' unless the caller tells them otherwise), told
 * by name of the dishes they can no longer order at all.
 * `lockedOrderIds` are what lockCartsHolding answered.
 */
export async function queueStockChange(
  tx: Database,
  batch: EventBatch,
  ref: BranchRef,
  change: {
    menuItemIds: readonly number[];
    available: (menuItemId: number) => boolean;
    lockedOrderIds: readonly number[];
    /** false when the caller sends its own updatePrice (e.g. 'price' for a change of both). */
    tellGuests?: boolean;
  },
): Promise<void> {
  const { tenantId, branchId } = ref;
  if (change.menuItemIds.length === 0) return;
  for (const orderId of change.lockedOrderIds) {
    // Read again under the lock: only carts that still hold a changed size are told.
    const lines = await selectCartLines(tx, branchId, change.menuItemIds, orderId);
    if (lines.length === 0) continue;
    const target = await orderRooms(tx, orderId);
    const seq = await nextEventSeq(tx, orderId);
    batch.add(target.customer, 'refreshCart', { orderId, seq });
  }
  if (change.tellGuests !== false) {
    const gone = change.menuItemIds.filter((id) => !change.available(id));
    const soldOut = await soldOutProductNames(tx, branchId, gone);
    batch.add(rooms.price(branchId), 'updatePrice', {
      branchId,
      reason: 'stock',
      ...(soldOut.length > 0 ? { soldOut } : {}),
    });
  }
  for (const id of change.menuItemIds) {
    batch.add(rooms.staff({ tenantId, branchId }), 'staffStockUpdate', {
      branchId,
      menuItemMasterId: id,
      available: change.available(id),
    });
  }
}
