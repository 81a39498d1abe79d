// Checkout button and Pay Bill rules of spec sections 4 and 5.
import type { OrderGroupStatus } from './enums';
import { MSG } from './messages';

export interface CheckoutGroup {
  status: OrderGroupStatus;
}

export type PayBillDecision =
  | { to: '/bill-pending' }
  | { to: '/payment-in-progress-block'; message: string; clearCart: true }
  | { to: '/check-out' };

// DELIVERED is a group later in its life than COMPLETED (section 4), so it is done too.
const isFinished = (status: OrderGroupStatus): boolean =>
  status === 'COMPLETED' || status === 'DELIVERED';

/** Section 5: a confirmed group (not NEW, not CANCELLED) that is not finished blocks checkout. */
export function isCheckoutBlocked(groups: readonly CheckoutGroup[]): boolean {
  return groups.some(
    (group) => group.status !== 'NEW' && group.status !== 'CANCELLED' && !isFinished(group.status),
  );
}

/**
 * Section 4, read literally: an order whose only other groups were cancelled may still check
 * out, because the spec has a bill state for it ('No orders placed !').
 */
export function isCheckoutDisabled(groups: readonly CheckoutGroup[]): boolean {
  const onlyPendingCart = groups.length === 1 && groups[0]?.status === 'NEW';
  return groups.length === 0 || onlyPendingCart || isCheckoutBlocked(groups);
}

/** Unconfirmed items must be cleared first: the bill covers confirmed items only. */
export function decidePayBill(input: {
  checkoutDisabled: boolean;
  hasUnconfirmedItems: boolean;
}): PayBillDecision {
  if (input.checkoutDisabled) return { to: '/bill-pending' };
  if (input.hasUnconfirmedItems) {
    return {
      to: '/payment-in-progress-block',
      message: MSG.clearingPendingItems,
      clearCart: true,
    };
  }
  return { to: '/check-out' };
}
