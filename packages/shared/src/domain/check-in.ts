// Check-in rules of spec section 4: the entry page's state and where each identity step leads.
import type { CheckInState } from './enums';
import { MSG } from './messages';

export interface TableStatusFlags {
  isCustomerAssociateNotAssigned: boolean;
  isOrderCheckOut: boolean;
  isOpenOrder: boolean;
}

export type CheckInView =
  | { kind: 'form'; state: 'NEW' | 'JOIN' }
  | { kind: 'message'; message: string };

export type IdentityRoute = '/home' | '/verify-otp' | '/enter-name' | '/verify-pin';

export type IdentityDecision<R extends IdentityRoute = IdentityRoute> =
  | { kind: 'navigate'; to: R }
  | { kind: 'error'; message: string };

/** The check-in call's answer, reduced to the fields that steer the flow. */
export interface CheckInOutcome {
  orderId?: number | null;
  customerDetails?: { id: number } | null;
  customerAlreadyMapped?: boolean;
  isOtpNeeded?: boolean;
  isNewNumber?: boolean;
  isTablePinNeeded?: boolean;
}

export interface PinOutcome {
  isVerified: boolean;
  orderId?: number | null;
}

/** The order of the checks is the spec's: a table without an associate is never serviceable. */
export function deriveCheckInState(status: TableStatusFlags): CheckInState {
  if (status.isCustomerAssociateNotAssigned) return 'CUST_ASSOC_NOT_ASSIGNED';
  if (status.isOrderCheckOut) return 'CHECKOUT';
  if (status.isOpenOrder) return 'JOIN';
  return 'NEW';
}

/** A missing table status means the scanned ids matched no table. */
export function checkInView(status: TableStatusFlags | null | undefined): CheckInView {
  if (!status) return { kind: 'message', message: MSG.tableNotIdentified };
  const state = deriveCheckInState(status);
  switch (state) {
    case 'CUST_ASSOC_NOT_ASSIGNED':
      return { kind: 'message', message: MSG.notServiceable };
    case 'CHECKOUT':
      return { kind: 'message', message: MSG.beingCheckedOut };
    case 'NEW':
    case 'JOIN':
      return { kind: 'form', state };
  }
}

// Order ids are positive; null and undefined both mean the server mapped no order.
const hasOrder = (orderId: number | null | undefined): boolean =>
  orderId !== null && orderId !== undefined;

const navigate = <R extends IdentityRoute>(to: R): IdentityDecision<R> => ({
  kind: 'navigate',
  to,
});

const error = (message: string): IdentityDecision<never> => ({ kind: 'error', message });

/** First matching rule of "After the check-in call". */
export function afterCheckIn(outcome: CheckInOutcome): IdentityDecision {
  if (outcome.customerAlreadyMapped && hasOrder(outcome.orderId) && outcome.customerDetails) {
    return navigate('/home');
  }
  if (outcome.isOtpNeeded) return navigate('/verify-otp');
  if (outcome.isNewNumber) return navigate('/enter-name');
  if (outcome.isTablePinNeeded) return navigate('/verify-pin');
  if (hasOrder(outcome.orderId)) return navigate('/home');
  // Section 8: the check-in step's wording has no closing full stop.
  return error(MSG.checkInNotAssociated);
}

/** "After the OTP is verified": OTP is done, so isOtpNeeded is no longer consulted. */
export function afterOtpVerified(
  outcome: CheckInOutcome,
): IdentityDecision<'/home' | '/enter-name' | '/verify-pin'> {
  if (outcome.customerAlreadyMapped && hasOrder(outcome.orderId)) return navigate('/home');
  if (outcome.isNewNumber) return navigate('/enter-name');
  if (outcome.isTablePinNeeded) return navigate('/verify-pin');
  if (hasOrder(outcome.orderId)) return navigate('/home');
  return error(MSG.otpNotAssociated);
}

/** "After name entry"; section 8 gives this step the wording with the full stop. */
export function afterNameEntered(
  outcome: CheckInOutcome,
): IdentityDecision<'/home' | '/verify-pin'> {
  if (outcome.isTablePinNeeded) return navigate('/verify-pin');
  if (hasOrder(outcome.orderId)) return navigate('/home');
  return error(MSG.otpNotAssociated);
}

/**
 * "After PIN verification". A verified PIN without an order is the same failure as a
 * check-in without an order id (section 8), so it gets that message.
 */
export function afterPinVerified(outcome: PinOutcome): IdentityDecision<'/home'> {
  if (!outcome.isVerified) return error(MSG.incorrectPin);
  if (hasOrder(outcome.orderId)) return navigate('/home');
  return error(MSG.otpNotAssociated);
}
