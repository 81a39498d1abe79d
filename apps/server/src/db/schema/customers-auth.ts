// Guests (customers) per tenant, the devices that proved their number, and OTP challenges.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { tenantId } from './brands-branches';
import { createdAt, id, timestampTz } from './columns';

export const customers = pgTable(
  'customers',
  {
    id: id(),
    tenantId: tenantId(),
    /** E.164, e.g. '+919876543210'. */
    phoneNo: text('phone_no').notNull(),
    /** NULL until the name step of a new number. */
    name: text('name'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('customers_tenant_phone_uq').on(t.tenantId, t.phoneNo),
    check('customers_phone_e164_ck', sql`${t.phoneNo} ~ '^\\+[1-9][0-9]{6,14}$'`),
  ],
);

/** A device that verified a number by OTP; within 30 days it skips the OTP (DECISIONS.md). */
export const customerDevices = pgTable(
  'customer_devices',
  {
    id: id(),
    tenantId: tenantId(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    deviceId: text('device_id').notNull(),
    otpVerifiedAt: timestampTz('otp_verified_at').notNull(),
  },
  (t) => [unique('customer_devices_customer_device_uq').on(t.customerId, t.deviceId)],
);

/** One SMS code; the code itself is never stored, only its hash. */
export const otpChallenges = pgTable(
  'otp_challenges',
  {
    id: id(),
    tenantId: tenantId(),
    phoneNo: text('phone_no').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestampTz('expires_at').notNull(),
    wrongAttempts: integer('wrong_attempts').notNull().default(0),
    consumedAt: timestampTz('consumed_at'),
    createdAt: createdAt(),
    ip: text('ip'),
  },
  (t) => [
    // Latest code of a number, resend spacing and the per-number rate limit.
    index('otp_challenges_tenant_phone_created_idx').on(t.tenantId, t.phoneNo, t.createdAt),
    // Per-IP rate limit (across tenants: one venue Wi-Fi address).
    index('otp_challenges_ip_created_idx').on(t.ip, t.createdAt),
  ],
);
