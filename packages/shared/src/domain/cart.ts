// The shared table cart (spec section 4): what the guest sees and can still change.
// Generic over the group type so callers keep their richer wire types.
import type { OrderGroupStatus, OrderItemStatus } from './enums';

export interface CartItem {
  id: number;
  quantity: number;
  status: OrderItemStatus;
  isMenuItemAvailable?: boolean | null;
}

export interface CartGroup<T extends CartItem = CartItem> {
  id: number;
  status: OrderGroupStatus;
  orderItems: readonly T[];
}

export type ItemOf<G extends CartGroup> = G['orderItems'][number];

export const isVisibleItem = (item: CartItem): boolean =>
  item.status !== 'CANCELLED' && item.quantity > 0;

/**
 * Hides cancelled groups, cancelled items and zero-quantity items. A group with nothing left
 * to show is hidden too, so no empty 'Order #NN' card appears.
 */
export function visibleGroups<G extends CartGroup>(groups: readonly G[]): G[] {
  return groups
    .filter((group) => group.status !== 'CANCELLED')
    .map((group) => ({ ...group, orderItems: group.orderItems.filter(isVisibleItem) }))
    .filter((group) => group.orderItems.length > 0);
}

/**
 * Visible items of NEW groups: the cart the guest can still change. These are also the items
 * that clearing sets to 0; confirmed items cannot be changed ('Order Item already confirmed').
 */
export function pendingCartItems<G extends CartGroup>(groups: readonly G[]): ItemOf<G>[] {
  return visibleGroups(groups)
    .filter((group) => group.status === 'NEW')
    .flatMap((group) => [...group.orderItems]);
}

/** The footer badge counts portions (sum of quantities), not lines: 2 x Coffee shows 2. */
export function unconfirmedItemCount(groups: readonly CartGroup[]): number {
  return pendingCartItems(groups).reduce((sum, item) => sum + item.quantity, 0);
}

export function pendingGroupExists(groups: readonly CartGroup[]): boolean {
  return pendingCartItems(groups).length > 0;
}

/** Only an explicit false means out of stock: older items may not carry the flag. */
export function allMenuItemsAvailable(groups: readonly CartGroup[]): boolean {
  return pendingCartItems(groups).every((item) => item.isMenuItemAvailable !== false);
}
