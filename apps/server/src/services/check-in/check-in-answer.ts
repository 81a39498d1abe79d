import type { TCheckInCustomer, TCheckInResponse } from '@tableside/shared/contract/check-in';
import type { SeatResult } from './map-customer';

// The check-in answers, shaped for the app's routing rules (spec section 4, domain
// check-in.ts): every flag the rule for this outcome reads is set, every other one is off.

const NOTHING_YET: TCheckInResponse = {
  orderId: null,
  isVerified: false,
  primaryCustomerName: null,
  customerDetails: null,
  customerAlreadyMapped: false,
  isOtpNeeded: false,
  isNewNumber: false,
  isTablePinNeeded: false,
};

/** -> /verify-otp. Nothing about the number or the table's order is told before the code. */
export const otpNeededAnswer = (): TCheckInResponse => ({ ...NOTHING_YET, isOtpNeeded: true });

/** -> /enter-name. The number is proven but has no name; nobody is mapped yet. */
export const newNumberAnswer = (customerDetails: TCheckInCustomer): TCheckInResponse => ({
  ...NOTHING_YET,
  isNewNumber: true,
  customerDetails,
});

/**
 * Mapped: -> /home (already at the table, or primary guest of a new order) or -> /verify-pin
 * (a joining guest, who the spec's rule order sends there before the order-id rule).
 */
export const seatedAnswer = (
  seat: SeatResult,
  customerDetails: TCheckInCustomer,
): TCheckInResponse => ({
  ...NOTHING_YET,
  orderId: seat.orderId,
  isVerified: seat.isVerified,
  primaryCustomerName: seat.primaryCustomerName,
  customerDetails,
  customerAlreadyMapped: seat.seat === 'mapped',
  isTablePinNeeded: seat.seat === 'joined' || seat.seat === 'pinPending',
});
