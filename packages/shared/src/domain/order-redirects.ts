// Order-level redirects of spec section 4: where the guest goes when the order moves on.
import { PAYMENT_IN_PROGRESS_REDIRECT_MS } from './constants';
import type { OrderStatus } from './enums';
import { MSG } from './messages';

export interface RedirectableOrder {
  status: OrderStatus;
  isSystemCompleted?: boolean | null;
  isVoid?: boolean | null;
}

export type BlockRedirect = { to: '/payment-in-progress-block'; message: string };

export type OrderRedirect =
  | BlockRedirect
  | { to: '/session-expired' }
  | { to: '/payment-status'; delayMs: number };

const BLOCK_ROUTE = '/payment-in-progress-block';

// Pages where a finished order is no longer usable; the spec names exactly these.
const ROUTES_LEFT_WHEN_COMPLETED: ReadonlySet<string> = new Set([
  '/customer-details',
  '/home',
  '/category',
  '/re-order',
  '/order',
]);

/**
 * Void is checked first: a voided order is never shown as paid. Already on the block page
 * no redirect is returned, so a refetch cannot navigate to the same page in a loop.
 */
export function orderRedirect(order: RedirectableOrder, route: string): OrderRedirect | null {
  if (order.isVoid) {
    return route === BLOCK_ROUTE ? null : { to: BLOCK_ROUTE, message: MSG.orderVoided };
  }
  if (order.status !== 'COMPLETED') return null;
  if (ROUTES_LEFT_WHEN_COMPLETED.has(route)) {
    // A system-completed order was closed by staff, not paid, so there is no receipt to show.
    return order.isSystemCompleted
      ? { to: '/session-expired' }
      : { to: '/payment-status', delayMs: 0 };
  }
  if (route === BLOCK_ROUTE) {
    return { to: '/payment-status', delayMs: PAYMENT_IN_PROGRESS_REDIRECT_MS };
  }
  return null;
}

/**
 * customerCheckoutPusherEvent: the guest who checked out stays; everyone else is blocked.
 * customerId null means a waiter started it (DECISIONS.md), which blocks ordering too.
 */
export function checkoutEventRedirect(
  event: { customerId: number | null },
  myCustomerId: number | null | undefined,
): BlockRedirect | null {
  if (event.customerId === null) return { to: BLOCK_ROUTE, message: MSG.checkoutByWaiter };
  if (event.customerId === myCustomerId) return null;
  return { to: BLOCK_ROUTE, message: MSG.checkoutByCustomer };
}
