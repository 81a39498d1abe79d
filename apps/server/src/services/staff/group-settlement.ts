import { isVisibleItem } from '@tableside/shared/domain/cart';
import type { OrderGroupStatus, OrderItemStatus } from '@tableside/shared/domain/enums';
import { remainingQuantity } from '../orders/order-view-mappers';

export interface SettlingItem {
  id: number;
  status: OrderItemStatus;
  /** Ordered quantity; what remains is quantity - cancelledQuantity. */
  quantity: number;
  cancelledQuantity: number;
}

/**
 * The status of a confirmed group after staff delivered or cancelled some of its items, by
 * the same visibility rule the guests' screens use: nothing left to show -> CANCELLED (no
 * empty 'Order #NN' card); everything shown delivered -> COMPLETED, because a group that is
 * served in full needs no second step before checkout. The cart (NEW) and cancelled groups
 * never change here.
 */
export function settledGroupStatus(
  status: OrderGroupStatus,
  items: readonly SettlingItem[],
): OrderGroupStatus {
  if (status === 'NEW' || status === 'CANCELLED') return status;
  const shown = items.filter((item) =>
    isVisibleItem({ id: item.id, status: item.status, quantity: remainingQuantity(item) }),
  );
  if (shown.length === 0) return 'CANCELLED';
  if (shown.every((item) => item.status === 'DELIVERED')) return 'COMPLETED';
  return status;
}
