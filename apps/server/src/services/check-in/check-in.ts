import { randomUUID } from 'node:crypto';
import type {
  TCheckInBody,
  TCheckInCustomer,
  TCheckInResponse,
} from '@tableside/shared/contract/check-in';
import { MSG } from '@tableside/shared/domain/messages';
import type { Database } from '../../db/client';
import type { GuestContext } from '../../http/guest-session';
import type { SmsPort } from '../../integrations/sms/sms-port';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { EventPublisher } from '../../realtime/publisher';
import { newNumberAnswer, otpNeededAnswer, seatedAnswer } from './check-in-answer';
import { type CustomerRecord, ensureCustomer, findCustomer } from './customer-record';
import { isNumberProven } from './identity';
import { mapCustomer, noOfGuestRequired } from './map-customer';
import { nameCustomer } from './name-customer';
import { assertSupportedPhone } from './phone-check';
import { resolveCheckInTable } from './resolve-table';
import { sendOtp } from './send-otp';
import { verifyOtp } from './verify-otp';

type Session = { token: string; expiresAt: Date };

// A proven customer already at the order (a re-scan after closing the tab, or Resend OTP
// after being seated in another tab) gets the seat again, not 409 'This customer is already
// added to this order': a new tab knows no order to go to (spec section 4 rule 1 -> /home).
export type CheckInResult = { kind: 'answer'; answer: TCheckInResponse; session: Session | null };

export interface CheckInInput {
  /** X-Tenant: must own the table. */
  tenantId: number;
  body: TCheckInBody;
  ip: string;
  /** The guest session the request already carries, if any. */
  guest: GuestContext | null;
}

/**
 * The one identity call (spec section 7): table checks, then the number's proof (trusted
 * device or SMS code: send without `otpPin`, verify with it), then the name of a new number,
 * then the seat at the table. Each step that cannot finish answers what the app needs for
 * its next screen; the guest session is issued only once the customer is mapped.
 */
export async function checkIn(
  deps: { db: Database; clock: Clock; publisher: EventPublisher; sms: SmsPort },
  input: CheckInInput,
): Promise<CheckInResult> {
  const { db, clock } = deps;
  const { body } = input;
  const table = await resolveCheckInTable(db, {
    tenantId: input.tenantId,
    branchId: body.branchId,
    tableId: body.tableId,
    t: body.t,
  });
  // Refused before any SMS goes out, so nobody verifies a number only to be turned away.
  if (table.openOrder?.status === 'CHECKOUT') throw new AppError('CONFLICT', MSG.beingCheckedOut);
  if (!table.openOrder && body.noOfGuest === undefined) throw noOfGuestRequired();
  assertSupportedPhone(body.phoneNo);

  const { tenantId } = table;
  const deviceId = body.deviceId ?? randomUUID();
  const now = clock.now();
  let customer = await findCustomer(db, tenantId, body.phoneNo);
  const proven = await isNumberProven(db, now, {
    otpRequired: table.otpRequired,
    tenantId,
    customer,
    deviceId: body.deviceId,
    guest: input.guest,
  });

  if (!proven) {
    if (body.otpPin === undefined) {
      await sendOtp(deps, {
        tenantId,
        phoneNo: body.phoneNo,
        ip: input.ip,
        brandName: table.brandName,
      });
      return { kind: 'answer', answer: otpNeededAnswer(), session: null };
    }
    customer = await verifyOtp(deps, {
      tenantId,
      phoneNo: body.phoneNo,
      code: body.otpPin,
      deviceId,
    });
  }
  customer ??= await ensureCustomer(db, tenantId, body.phoneNo);

  if (customer.name === null) {
    if (body.name === undefined) {
      return {
        kind: 'answer',
        answer: newNumberAnswer(details(customer, body, deviceId)),
        session: null,
      };
    }
    customer = await nameCustomer(
      db,
      { id: customer.id, tenantId, phoneNo: body.phoneNo },
      body.name,
    );
  }

  const seat = await mapCustomer(deps, {
    tenantId,
    branchId: table.branchId,
    tableId: table.tableId,
    customerId: customer.id,
    deviceId,
    noOfGuest: body.noOfGuest,
  });
  const answer = seatedAnswer(seat, details(customer, body, deviceId));
  return { kind: 'answer', answer, session: seat.session };
}

const details = (
  customer: CustomerRecord,
  body: TCheckInBody,
  deviceId: string,
): TCheckInCustomer => ({
  id: customer.id,
  name: customer.name,
  phoneNo: body.phoneNo,
  deviceId,
});
