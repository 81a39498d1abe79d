import { z } from 'zod';
import { GUESTS_MAX, GUESTS_MIN, OTP_LENGTH, PIN_LENGTH } from '../domain/constants';
import { digitsCode, intBetween, text, ZEntityId, ZId, ZPhoneNo } from './common';
import { ZTableToken } from './public';

// Check-in, OTP and name step (one call), table PIN, and opening the table's order
// (spec section 7 "Check-in and verification"; DECISIONS "Paths" and "Guest identity").

export const NAME_MAX = 60;

/** The client keeps this id in local storage; a UUID fits, the cap keeps it small. */
export const ZDeviceId = z
  .string()
  .regex(/^[A-Za-z0-9-]{8,64}$/, 'must be 8 to 64 letters, digits or -');
export type TDeviceId = z.infer<typeof ZDeviceId>;

/** Number of guests of a new table session (spec section 5). */
export const ZNoOfGuest = intBetween(GUESTS_MIN, GUESTS_MAX);
export type TNoOfGuest = z.infer<typeof ZNoOfGuest>;

/** Letters (any script, with their marks) and spaces, as the name step accepts. */
export const ZGuestName = text()
  .trim()
  .min(1, 'is required')
  .max(NAME_MAX, `must be at most ${NAME_MAX} characters`)
  .regex(/^[\p{L}\p{M} ]+$/u, 'must be letters and spaces only');
export type TGuestName = z.infer<typeof ZGuestName>;

/**
 * `POST /v1/customer-app/public/check-in`. Without `otpPin` it starts (or resends) the OTP;
 * with it, it verifies; `name` is added on the name step. `noOfGuest` only for a new session.
 */
export const ZCheckInBody = z.object({
  phoneNo: ZPhoneNo,
  noOfGuest: ZNoOfGuest.optional(),
  tableId: ZEntityId,
  branchId: ZEntityId,
  deviceId: ZDeviceId.optional(),
  otpPin: digitsCode(OTP_LENGTH).optional(),
  name: ZGuestName.optional(),
  /** The table's token from the QR link, when it had one. */
  t: ZTableToken.optional(),
});
export type TCheckInBody = z.infer<typeof ZCheckInBody>;

/**
 * Who the guest is, once the number is verified (correct OTP or a trusted device). `name` is
 * null for a new number until the name step. `deviceId` is the one the client should keep
 * (issued by the server when the request had none).
 */
export const ZCheckInCustomer = z.object({
  id: ZEntityId,
  name: z.string().nullable(),
  phoneNo: ZPhoneNo,
  deviceId: ZDeviceId,
});
export type TCheckInCustomer = z.infer<typeof ZCheckInCustomer>;

/**
 * The check-in answer; the app routes on its flags in the spec's order (section 4).
 * `customerDetails` is null while an OTP is still needed, so the answer does not reveal
 * whether the number is known. It carries no table PIN: the app reads it from the order
 * (`ZOrder.code`) once the guest session exists.
 */
export const ZCheckInResponse = z.object({
  orderId: ZEntityId.nullable(),
  isVerified: z.boolean(),
  primaryCustomerName: z.string().nullable(),
  customerDetails: ZCheckInCustomer.nullable(),
  customerAlreadyMapped: z.boolean(),
  isOtpNeeded: z.boolean(),
  isNewNumber: z.boolean(),
  isTablePinNeeded: z.boolean(),
});
export type TCheckInResponse = z.infer<typeof ZCheckInResponse>;

/** `POST /v1/customer-app/public/verify-table?orderId=` */
export const ZVerifyTableQuery = z.object({ orderId: ZId });
export type TVerifyTableQuery = z.infer<typeof ZVerifyTableQuery>;

/** The table PIN a joining guest types, e.g. `{ "tableCode": "0427" }`. */
export const ZVerifyTableBody = z.object({ tableCode: digitsCode(PIN_LENGTH) });
export type TVerifyTableBody = z.infer<typeof ZVerifyTableBody>;

/**
 * Only a right PIN answers (`isVerified: true`). A wrong PIN is 400 with the spec's
 * 'Incorrect Pin, kindly enter the valid table pin'; after 5 wrong PINs entry is locked
 * for 15 minutes (423).
 */
export const ZVerifyTableResponse = z.object({
  isVerified: z.boolean(),
  orderId: ZEntityId,
  customerDetails: z.object({ deviceId: ZDeviceId }),
});
export type TVerifyTableResponse = z.infer<typeof ZVerifyTableResponse>;

/** `POST /v1/customer-app/public/new-customer-order`: opens the table's order if none is open. */
export const ZNewCustomerOrderBody = z.object({
  tableId: ZEntityId,
  branchId: ZEntityId,
  noOfGuest: ZNoOfGuest,
  t: ZTableToken.optional(),
});
export type TNewCustomerOrderBody = z.infer<typeof ZNewCustomerOrderBody>;

/** The open order of the table: the new one, or the one already open (the call is idempotent). */
export const ZNewCustomerOrderResponse = z.object({ orderId: ZEntityId });
export type TNewCustomerOrderResponse = z.infer<typeof ZNewCustomerOrderResponse>;
