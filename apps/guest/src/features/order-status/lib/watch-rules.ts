import { LOGOUT_REDIRECT_MS } from '@tableside/shared/domain/constants';
import { MSG } from '@tableside/shared/domain/messages';
import {
  checkoutEventRedirect,
  orderRedirect,
  type RedirectableOrder,
} from '@tableside/shared/domain/order-redirects';
import { PATHS } from '../../../lib/paths';

// Glue between the order-level rules of spec section 4 (domain/order-redirects) and the
// app's routes: where the watcher acts, and what it does there.

/** The payment result screens run their own course; on the last two the session is over. */
const UNWATCHED: ReadonlySet<string> = new Set([
  PATHS.paymentConfirmation,
  PATHS.paymentStatus,
  PATHS.sessionExpired,
]);

/**
 * Spec section 7: the order is not read on the identity pages and /payment-status;
 * /payment-confirmation skips the initial calls it waits for, and polls the payment instead.
 */
const ORDER_NOT_READ: ReadonlySet<string> = new Set([
  PATHS.customerDetails,
  PATHS.verifyOtp,
  PATHS.enterName,
  PATHS.verifyPin,
  PATHS.paymentStatus,
  PATHS.paymentConfirmation,
]);

/** Where the guest waits for the bill to be settled; the order is re-read every 3 min there. */
const WAITING_PAGES: ReadonlySet<string> = new Set([
  PATHS.paymentInProgressBlock,
  PATHS.checkOut,
  PATHS.billPending,
]);

/** The entry form at / is the customer-details page under its first address. */
export function normalizeRoute(pathname: string): string {
  const path = pathname.replace(/\/+$/, '') || PATHS.entry;
  return path === PATHS.entry ? PATHS.customerDetails : path;
}

export const watchesRoute = (route: string) => !UNWATCHED.has(route);
export const readsOrder = (route: string) => !ORDER_NOT_READ.has(route);
export const isWaitingPage = (route: string) => WAITING_PAGES.has(route);

export type ExitTarget = typeof PATHS.paymentStatus | typeof PATHS.sessionExpired;

/**
 * Go now (replacing the page, so Back does not return to a dead order), or show the
 * leaving state first and go after `delayMs`. A leave without `to` asks the order where to
 * go when the time is up, because the event that started it came before the order's
 * final state did.
 */
export type WatchAction =
  | { kind: 'go'; to: string; message?: string }
  | { kind: 'leave'; delayMs: number; to?: ExitTarget };

/** A staff-closed (system-completed) order was not paid, so it has no receipt to show. */
export const exitTarget = (order?: { isSystemCompleted?: boolean | null } | null): ExitTarget =>
  order?.isSystemCompleted ? PATHS.sessionExpired : PATHS.paymentStatus;

/** What the order's state asks of a guest on `route`. */
export function orderAction(order: RedirectableOrder, route: string): WatchAction | null {
  if (!watchesRoute(route)) return null;
  const redirect = orderRedirect(order, route);
  if (redirect?.to === PATHS.paymentInProgressBlock) {
    return { kind: 'go', to: redirect.to, message: redirect.message };
  }
  if (redirect?.to === PATHS.paymentStatus && redirect.delayMs > 0) {
    return { kind: 'leave', delayMs: redirect.delayMs, to: redirect.to };
  }
  if (redirect) return { kind: 'go', to: redirect.to };
  // The bill pages are not in the rule's list, yet a guest waiting there whose bill was
  // settled while the logout event was lost must not wait forever: the 3-minute re-read
  // finds the order COMPLETED and leaves as the logout event would have.
  if (order.status === 'COMPLETED' && (route === PATHS.checkOut || route === PATHS.billPending)) {
    return { kind: 'leave', delayMs: LOGOUT_REDIRECT_MS, to: exitTarget(order) };
  }
  return null;
}

/**
 * customerCheckoutPusherEvent. A guest clearing their cart on the block page on the way to
 * the bill is not interrupted: the bill page is where the checkout leads anyway.
 */
export function checkoutAction(
  event: { customerId: number | null },
  myCustomerId: number | null | undefined,
  route: string,
  clearingCart: boolean,
): WatchAction | null {
  if (!watchesRoute(route)) return null;
  if (route === PATHS.paymentInProgressBlock && clearingCart) return null;
  const redirect = checkoutEventRedirect(event, myCustomerId);
  return redirect ? { kind: 'go', to: redirect.to, message: redirect.message } : null;
}

/** The order with who checks out, as the order watcher reads it. */
export type WatchedOrder = RedirectableOrder & { checkoutCustomerId: number | null };

/** The checkout an order is in (status and who started it); null while it takes orders. */
export const checkoutKey = (order: WatchedOrder): string | null =>
  order.status === 'CHECKOUT' || order.status === 'REQUEST_BILL'
    ? `${order.status}:${order.checkoutCustomerId ?? 'waiter'}`
    : null;

/**
 * A checkout that began between two reads of the order (`before` is the earlier read's key,
 * undefined before the first read): its event may have been lost, sent before the socket
 * joined or while it was away, so it is acted on as the event would have been. A checkout
 * already there at the first read, or a guest already on the block page (where the event
 * took them), is left alone, as without the event.
 */
export function missedCheckoutAction(
  before: string | null | undefined,
  order: WatchedOrder,
  myCustomerId: number | null | undefined,
  route: string,
  clearingCart: boolean,
): WatchAction | null {
  const now = checkoutKey(order);
  if (before === undefined || now === null || now === before) return null;
  if (route === PATHS.paymentInProgressBlock) return null;
  return checkoutAction(
    { customerId: order.checkoutCustomerId },
    myCustomerId,
    route,
    clearingCart,
  );
}

/** customerLogOutPusherEvent: the order is finished; say so, then go after 4 s. */
export const logoutAction = (route: string): WatchAction | null =>
  watchesRoute(route) ? { kind: 'leave', delayMs: LOGOUT_REDIRECT_MS } : null;

/** voidEventName: the order is gone; the block page says so. */
export const voidAction = (route: string): WatchAction | null =>
  watchesRoute(route)
    ? { kind: 'go', to: PATHS.paymentInProgressBlock, message: MSG.orderVoided }
    : null;
