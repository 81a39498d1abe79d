import type { Database } from '../../db/client';
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
