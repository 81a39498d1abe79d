// Guest sessions (the ts_guest cookie) and idempotency keys of guest writes.
import { index, integer, jsonb, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { tenantId } from './brands-branches';
import { createdAt, id, timestampTz } from './columns';
import { customers } from './customers-auth';
import { orders } from './orders';

/** Bound to tenant, order and customer; the cookie holds the token, the row its SHA-256 hash. */
export const guestSessions = pgTable(
  'guest_sessions',
  {
    id: id(),
    tokenHash: text('token_hash').notNull().unique(),
    tenantId: tenantId(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    /** The device id check-in used (given by the app or issued); verify-table answers it. */
    deviceId: text('device_id'),
    createdAt: createdAt(),
    expiresAt: timestampTz('expires_at').notNull(),
    revokedAt: timestampTz('revoked_at'),
  },
  // Closing, voiding or moving an order revokes all of its sessions.
  (t) => [index('guest_sessions_order_idx').on(t.orderId)],
);

/**
 * A replayed write (same customer, same Idempotency-Key) answers the stored response; the
 * request hash detects a key reused for a different body. `response` is NULL while in flight.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: id(),
    tenantId: tenantId(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    response: jsonb('response'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('idempotency_keys_customer_key_uq').on(t.customerId, t.key),
    // Expiry sweep of old keys.
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);
