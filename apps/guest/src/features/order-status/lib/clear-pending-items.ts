import type { TOrder } from '@tableside/shared/contract/order';
import { pendingCartItems } from '@tableside/shared/domain/cart';

/**
 * Sets every unconfirmed cart item to 0, one call after the other (spec section 4, Pay Bill):
 * parallel calls would race on the same cart. The first failure stops it and is thrown.
 * Resolves with the order as the last call left it.
 */
export async function clearPendingItems(
  order: TOrder,
  clearItem: (orderItemId: number) => Promise<TOrder>,
): Promise<TOrder> {
  let latest = order;
  for (const item of pendingCartItems(order.orderGroups)) {
    latest = await clearItem(item.id);
  }
  return latest;
}
