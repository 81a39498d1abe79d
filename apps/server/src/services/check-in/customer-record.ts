import { OTP_DEVICE_TRUST_DAYS } from '@tableside/shared/domain/constants';
import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { customerDevices, customers } from '../../db/schema/index';

export interface CustomerRecord {
  id: number;
  /** Null until the name step of a new number. */
  name: string | null;
}

const columns = { id: customers.id, name: customers.name };

export async function findCustomer(
  db: Database,
  tenantId: number,
  phoneNo: string,
): Promise<CustomerRecord | null> {
  const [found] = await db
    .select(columns)
    .from(customers)
    .where(and(eq(customers.tenantId, tenantId), eq(customers.phoneNo, phoneNo)));
  return found ?? null;
}

/** The tenant's customer of this number, created (without a name) on first sight. */
export async function ensureCustomer(
  db: Database,
  tenantId: number,
  phoneNo: string,
): Promise<CustomerRecord> {
  const [created] = await db
    .insert(customers)
    .values({ tenantId, phoneNo })
    .onConflictDoNothing()
    .returning(columns);
  if (created) return created;
  const existing = await findCustomer(db, tenantId, phoneNo);
  if (!existing) throw new Error(`customer ${phoneNo} vanished`);
  return existing;
}

/** A device that proved this number by OTP within the trust window skips the OTP. */
export async function isDeviceTrusted(
  db: Database,
  now: Date,
  customerId: number,
  deviceId: string,
): Promise<boolean> {
  const since = new Date(now.getTime() - OTP_DEVICE_TRUST_DAYS * 24 * 60 * 60 * 1000);
  const [device] = await db
    .select({ id: customerDevices.id })
    .from(customerDevices)
    .where(
      and(
        eq(customerDevices.customerId, customerId),
        eq(customerDevices.deviceId, deviceId),
        gt(customerDevices.otpVerifiedAt, since),
      ),
    );
  return device !== undefined;
}

/** Records (or renews) the device's proof of the number; the trust window starts again. */
export async function trustDevice(
  db: Database,
  input: { tenantId: number; customerId: number; deviceId: string; at: Date },
): Promise<void> {
  await db
    .insert(customerDevices)
    .values({
      tenantId: input.tenantId,
      customerId: input.customerId,
      deviceId: input.deviceId,
      otpVerifiedAt: input.at,
    })
    .onConflictDoUpdate({
      target: [customerDevices.customerId, customerDevices.deviceId],
      set: { otpVerifiedAt: input.at },
    });
}
