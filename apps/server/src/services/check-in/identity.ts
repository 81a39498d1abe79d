import { OTP_TTL_S } from '@tableside/shared/domain/constants';
import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orderCustomers, otpChallenges } from '../../db/schema/index';
import type { GuestContext } from '../../http/guest-session';
import { type CustomerRecord, isDeviceTrusted } from './customer-record';

/**
 * Whether the caller has already proven the number, so no code is needed: the branch does
 * not ask for one, or this device verified the number within 30 days, or the request carries
 * a live guest session of that very customer (issued after a proof).
 */
export async function isNumberProven(
  db: Database,
  now: Date,
  input: {
    otpRequired: boolean;
    tenantId: number;
    customer: CustomerRecord | null;
    deviceId: string | undefined;
    guest: GuestContext | null;
  },
): Promise<boolean> {
  const { customer, guest, deviceId } = input;
  if (!input.otpRequired) return true;
  if (!customer) return false;
  if (guest && guest.tenantId === input.tenantId && guest.customerId === customer.id) return true;
  return deviceId !== undefined && isDeviceTrusted(db, now, customer.id, deviceId);
}

/**
 * A "Resend OTP" from the verify-otp page of a customer who meanwhile got seated at the
 * order (e.g. verified in another tab): a code went to the number within its 5-minute life
 * and the customer is at the order with the PIN done. The spec answers it with 'This
 * customer is already added to this order' and the app goes to /home.
 */
export async function isResendOfSeatedCustomer(
  db: Database,
  now: Date,
  input: { tenantId: number; phoneNo: string; orderId: number; customerId: number },
): Promise<boolean> {
  const [mapping] = await db
    .select({ pinVerified: orderCustomers.pinVerified })
    .from(orderCustomers)
    .where(
      and(
        eq(orderCustomers.orderId, input.orderId),
        eq(orderCustomers.customerId, input.customerId),
      ),
    );
  if (!mapping?.pinVerified) return false;
  const [recent] = await db
    .select({ id: otpChallenges.id })
    .from(otpChallenges)
    .where(
      and(
        eq(otpChallenges.tenantId, input.tenantId),
        eq(otpChallenges.phoneNo, input.phoneNo),
        gt(otpChallenges.createdAt, new Date(now.getTime() - OTP_TTL_S * 1000)),
      ),
    )
    .limit(1);
  return recent !== undefined;
}
