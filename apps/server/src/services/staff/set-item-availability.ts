import { and, inArray, ne } from 'drizzle-orm';
import { branchMenuItems } from '../../db/schema/index';
import { rooms } from '../../realtime/rooms';
import { soldOutProductNames } from '../catalogue/sold-out-names';
import { nextEventSeq, orderRooms } from '../orders/order-events';
import {
  findBranchMenuItem,
  lockOrdersWithCartLines,
  selectProductSizesAt,
} from './branch-menu-item';
import { EventBatch } from './event-batch';
import type { StaffDeps } from './staff-deps';

export interface SetItemAvailabilityInput {
  tenantId: number;
  branchId: number;
  menuItemMasterId: number;
  available: boolean;
}

export interface SetItemAvailabilityResult {
  branchId: number;
  menuItemMasterId: number;
  available: boolean;
  /** Open orders whose cart holds a changed size and were told to refetch. */
  refreshedOrderIds: number[];
}

/**
 * A menu item goes out of stock at a branch, or comes back: the given size and every other
 * size of its product, as the kitchen runs out of a dish, not of a portion size (and the
 * console's stock list shows a product out while any of its sizes is). Guests browsing the
 * branch refetch the menu (updatePrice), and so do the branch's stock lists (staffStockUpdate); tables whose cart holds a changed size refetch their
 * order (refreshCart) so the Out of Stock marker appears or goes at once, before they try to
 * confirm. Setting what is already set changes nothing and tells nobody.
 */
export async function setItemAvailability(
  deps: StaffDeps,
  input: SetItemAvailabilityInput,
): Promise<SetItemAvailabilityResult> {
  const { tenantId, branchId, menuItemMasterId, available } = input;
  const batch = new EventBatch();
  const result = await deps.db.transaction(async (tx) => {
    await findBranchMenuItem(tx, tenantId, branchId, menuItemMasterId);
    const answer = { branchId, menuItemMasterId, available };
    const sizes = (await selectProductSizesAt(tx, branchId, menuItemMasterId)).filter(
      (size) => size.isAvailable !== available,
    );
    if (sizes.length === 0) return { ...answer, refreshedOrderIds: [] };
    const sizeIds = sizes.map((size) => size.menuItemId);
    const orderIds = await lockOrdersWithCartLines(tx, tenantId, branchId, sizeIds);
    const soldOutBefore = available ? [] : await soldOutProductNames(tx, branchId, sizeIds);
    // Conditional, so that of two identical changes racing only one reports a change.
    const changed = await tx
      .update(branchMenuItems)
      .set({ isAvailable: available })
      .where(
        and(
          inArray(
            branchMenuItems.id,
            sizes.map((size) => size.id),
          ),
          ne(branchMenuItems.isAvailable, available),
        ),
      )
      .returning({ id: branchMenuItems.id });
    if (changed.length === 0) return { ...answer, refreshedOrderIds: [] };
    for (const orderId of orderIds) {
      const target = await orderRooms(tx, orderId);
      const seq = await nextEventSeq(tx, orderId);
      batch.add(target.customer, 'refreshCart', { orderId, seq });
    }
    // Browsing guests are told 'X is now out of stock', unless a snooze already hid the dish.
    const soldOut = available
      ? []
      : (await soldOutProductNames(tx, branchId, sizeIds)).filter(
          (name) => !soldOutBefore.includes(name),
        );
    batch.add(rooms.price(branchId), 'updatePrice', {
      branchId,
      reason: 'stock',
      ...(soldOut.length > 0 ? { soldOut } : {}),
    });
    // Other consoles of the branch show the same stock list.
    batch.add(rooms.staff({ tenantId, branchId }), 'staffStockUpdate', answer);
    return { ...answer, refreshedOrderIds: orderIds };
  });
  batch.publishTo(deps.publisher);
  return result;
}
