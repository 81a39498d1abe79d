import {
  type CartGroup,
  type CartItem,
  pendingCartItems,
  unconfirmedItemCount,
} from '@tableside/shared/domain/cart';
import { toMajor, toMinor } from '@tableside/shared/domain/money';

export interface CartSummary {
  /** Portions, as the My Orders badge counts them. */
  count: number;
  /** What the Pending tab's Total says: the sum of the server's line totals. */
  total: number;
}

/** The table's unconfirmed items (the shared cart), counted and summed for the cart bar. */
export function cartSummary(
  groups: readonly CartGroup<CartItem & { price: number }>[],
): CartSummary {
  const totalMinor = pendingCartItems(groups).reduce((sum, item) => sum + toMinor(item.price), 0);
  return { count: unconfirmedItemCount(groups), total: toMajor(totalMinor) };
}
