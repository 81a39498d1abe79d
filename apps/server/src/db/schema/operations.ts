// What running a real restaurant adds: the first-run setup token, per-brand provider
// settings (payment gateway, SMS), gateway webhooks seen, refunds, and the audit trail.
import {
  PAYMENT_PROVIDERS,
  REFUND_STATUSES,
  type RefundStatus,
} from '@tableside/shared/domain/enums';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { payments } from './billing';
import { brands, tenantId } from './brands-branches';
import { createdAt, enumCheck, id, money, timestampTz } from './columns';
import { orders } from './orders';
import { staffUsers } from './staff';

/**
 * The one-time link a production server prints while no owner exists. Only the SHA-256 of
 * the token is stored; it is single use (used_at) and expires.
 */
export const setupTokens = pgTable('setup_tokens', {
  id: id(),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: createdAt(),
  expiresAt: timestampTz('expires_at').notNull(),
  usedAt: timestampTz('used_at'),
});

export const PROVIDER_SETTING_KINDS = ['payment', 'sms'] as const;
export type ProviderSettingKind = (typeof PROVIDER_SETTING_KINDS)[number];

/**
 * A brand's payment gateway or SMS provider, set by its owner. Secrets are one JSON object
 * encrypted with APP_SECRET (AES-256-GCM, lib/secret-box.ts); only their last 4 characters
 * are kept readable, to show which key is saved. `version` makes two editors get 409.
 */
export const providerSettings = pgTable(
  'provider_settings',
  {
    tenantId: tenantId(),
    kind: text('kind').$type<ProviderSettingKind>().notNull(),
    provider: text('provider').notNull(),
    /** Settings that are not secret (Razorpay key id, SMS sender, API base URL...). */
    publicConfig: jsonb('public_config').$type<Record<string, string>>().notNull().default({}),
    /** `v1.<iv>.<tag>.<ciphertext>` (base64url) of a JSON object of secrets. */
    secretCiphertext: text('secret_ciphertext'),
    /** The last 4 characters of each secret, by name. */
    secretHints: jsonb('secret_hints').$type<Record<string, string>>().notNull().default({}),
    version: integer('version').notNull().default(1),
    updatedAt: timestampTz('updated_at').notNull().defaultNow(),
    updatedByStaffUserId: integer('updated_by_staff_user_id').references(() => staffUsers.id),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.kind] }),
    enumCheck('provider_settings_kind_ck', t.kind, PROVIDER_SETTING_KINDS),
  ],
);

/** Webhook deliveries already applied, by the provider's event id: a replay is refused. */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    receivedAt: timestampTz('received_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.provider, t.eventId] }),
    enumCheck('webhook_events_provider_ck', t.provider, PAYMENT_PROVIDERS),
  ],
);

/** A refund of an online payment, asked of the gateway by a manager. */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: id(),
    tenantId: tenantId(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id),
    amountMinor: money('amount_minor').notNull(),
    status: text('status').$type<RefundStatus>().notNull(),
    /** The gateway's refund id. */
    providerRef: text('provider_ref'),
    reason: text('reason').notNull().default(''),
    staffUserId: integer('staff_user_id')
      .notNull()
      .references(() => staffUsers.id),
    createdAt: createdAt(),
  },
  (t) => [
    enumCheck('payment_refunds_status_ck', t.status, REFUND_STATUSES),
    check('payment_refunds_amount_ck', sql`${t.amountMinor} > 0`),
    index('payment_refunds_order_idx').on(t.orderId),
  ],
);

/**
 * Who changed what, for every back-office write (setup, staff, settings, refunds). Detail
 * never holds a secret or a password.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    /** NULL only for the first-run setup before the brand exists. */
    tenantId: integer('tenant_id').references(() => brands.id),
    /** NULL for the setup page and the server's CLI. */
    staffUserId: integer('staff_user_id').references(() => staffUsers.id),
    /** e.g. 'owner.setup', 'staff.create', 'paymentSettings.update', 'payment.refund'. */
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_tenant_idx').on(t.tenantId, t.createdAt)],
);
