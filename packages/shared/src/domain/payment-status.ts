// Payment result screen of spec section 4 ("Payment status") as a reducer over fetch outcomes.
import {
  PAYMENT_MAX_ERROR_RETRIES,
  PAYMENT_POLL_MS,
  PAYMENT_REDIRECT_COUNTDOWN_S,
} from './constants';
import type { PaymentStatus } from './enums';
import { MSG } from './messages';

export interface PaymentStatusResult {
  status: PaymentStatus;
  shouldPoll: boolean;
}

export type PaymentView =
  | { kind: 'processing'; nextFetchInMs: number }
  | { kind: 'success'; countdownS: number; redirectTo: '/payment-status'; saveBill: true }
  | { kind: 'failure'; countdownS: number; redirectTo: '/check-out' }
  | { kind: 'unconfirmed'; message: string };

export interface PaymentPollState {
  view: PaymentView;
  consecutiveErrors: number;
}

export type PaymentPollEvent =
  | { type: 'fetched'; result: PaymentStatusResult }
  | { type: 'fetch-failed' };

/** The first fetch runs at once; later ones follow the view's nextFetchInMs. */
export const INITIAL_PAYMENT_POLL_STATE: PaymentPollState = {
  view: { kind: 'processing', nextFetchInMs: 0 },
  consecutiveErrors: 0,
};

/**
 * CHARGED wins over shouldPoll. After success the guest lands on /payment-status, the page
 * that says 'Payment Successful.'.
 */
export function paymentView(result: PaymentStatusResult): PaymentView {
  if (result.status === 'CHARGED') {
    return {
      kind: 'success',
      countdownS: PAYMENT_REDIRECT_COUNTDOWN_S,
      redirectTo: '/payment-status',
      saveBill: true,
    };
  }
  const pending = result.status === 'PENDING_VBV' || result.status === 'AUTHORIZING';
  if (pending && result.shouldPoll) return { kind: 'processing', nextFetchInMs: PAYMENT_POLL_MS };
  return { kind: 'failure', countdownS: PAYMENT_REDIRECT_COUNTDOWN_S, redirectTo: '/check-out' };
}

/**
 * Errors count only while consecutive: a good answer in between means the service is back.
 * The first failure plus PAYMENT_MAX_ERROR_RETRIES failed retries give up. A settled view
 * (anything but processing) ignores late answers so the screen never flips back.
 */
export function reducePaymentPoll(
  state: PaymentPollState,
  event: PaymentPollEvent,
): PaymentPollState {
  if (state.view.kind !== 'processing') return state;
  if (event.type === 'fetched') return { view: paymentView(event.result), consecutiveErrors: 0 };
  const consecutiveErrors = state.consecutiveErrors + 1;
  if (consecutiveErrors > PAYMENT_MAX_ERROR_RETRIES) {
    return { view: { kind: 'unconfirmed', message: MSG.paymentUnconfirmed }, consecutiveErrors };
  }
  return { view: { kind: 'processing', nextFetchInMs: PAYMENT_POLL_MS }, consecutiveErrors };
}
