// Bills, payments taken by staff, and sessions of the simulated online payment gateway.
import {
  PAYMENT_METHODS,
  PAYMENT_PROVIDERS,
  PAYMENT_STATUSES,
  type PaymentMethod,
  type PaymentProvider,
  type PaymentStatus,
} from '@tableside/shared/domain/enums';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { billShares } from './bill-shares';
import { tenantId } from './brands-branches';
import { createdAt, enumCheck, id, money, timestampTz } from './columns';
import { customers } from './customers-auth';
import { orders } from './orders';
import { staffUsers } from './staff';

export interface BillItemLine {
  itemName: string;
  servingSizeName: string;
  quantity: number;
  amountMinor: number;
}

/** A charge or tax line; rate in basis points. */
export interface BillRateLine {
  name: string;
  rateBp: number;
  amountMinor: number;
}

/** The latest computed bill of an order (one row per order, recomputed on request). */
export const bills = pgTable('bills', {
  id: id(),
  tenantId: tenantId(),
  orderId: integer('order_id')
    .notNull()
    .unique()
    .references(() => orders.id),
  subtotalMinor: money('subtotal_minor').notNull(),
  discountMinor: money('discount_minor').notNull().default(0),
  totalChargeMinor: money('total_charge_minor').notNull(),
  totalTaxMinor: money('total_tax_minor').notNull(),
  /** May be negative: rounding to whole rupees goes either way. */
  roundoffMinor: money('roundoff_minor').notNull().default(0),
  payableMinor: money('payable_minor').notNull(),
  items: jsonb('items').$type<BillItemLine[]>().notNull(),
  charges: jsonb('charges').$type<BillRateLine[]>().notNull(),
  taxes: jsonb('taxes').$type<BillRateLine[]>().notNull(),
  requestedAt: timestampTz('requested_at'),
  requestedByCustomerId: integer('requested_by_customer_id').references(() => customers.id),
  computedAt: timestampTz('computed_at').notNull().defaultNow(),
  /** What the guest's app showed as payable when it saved the paid bill (saveBillingResponse). */
  guestPayableMinor: money('guest_payable_minor'),
  guestSavedAt: timestampTz('guest_saved_at'),
});

export const payments = pgTable(
  'payments',
  {
    id: id(),
    tenantId: tenantId(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    method: text('method').$type<PaymentMethod>().notNull(),
    /** The bill part paid; a tip is kept apart so revenue never counts it. */
    amountMinor: money('amount_minor').notNull(),
    tipMinor: money('tip_minor').notNull().default(0),
    /** The split-bill share this payment paid; NULL for a single payer. */
    billShareId: integer('bill_share_id')
      .unique()
      .references(() => billShares.id),
    status: text('status').$type<PaymentStatus>().notNull(),
    providerRef: text('provider_ref'),
    /** The gateway that took an ONLINE payment; NULL for payments taken by staff. */
    provider: text('provider').$type<PaymentProvider>(),
    /** The gateway's id of the charge itself (Stripe payment_intent, Razorpay payment id): refunds name it. */
    providerPaymentRef: text('provider_payment_ref'),
    /** Sum of the refunds that succeeded (or are pending) at the gateway. */
    refundedMinor: money('refunded_minor').notNull().default(0),
    /** Charged on an order that was already paid or closed: the staff bill shows it to refund. */
    needsRefund: boolean('needs_refund').notNull().default(false),
    /** The staff member who took it; NULL for online payments. */
    staffUserId: integer('staff_user_id').references(() => staffUsers.id),
    createdAt: createdAt(),
  },
  (t) => [
    enumCheck('payments_method_ck', t.method, PAYMENT_METHODS),
    enumCheck('payments_provider_ck', t.provider, PAYMENT_PROVIDERS),
    check(
      'payments_refunded_ck',
      sql`${t.refundedMinor} >= 0 AND ${t.refundedMinor} <= ${t.amountMinor} + ${t.tipMinor}`,
    ),
    enumCheck('payments_status_ck', t.status, PAYMENT_STATUSES),
    check('payments_amount_ck', sql`${t.amountMinor} > 0`),
    // Payment status and "amount paid so far" read by order.
    index('payments_order_idx').on(t.orderId),
    // A gateway may report one charge many times: its session id records it once.
    uniqueIndex('payments_provider_ref_uq')
      .on(t.providerRef)
      .where(sql`${t.providerRef} IS NOT NULL`),
  ],
);

/** A checkout at the gateway; the id is the gateway's (the simulated one's is the token in its URL). */
export const paymentSessions = pgTable(
  'payment_sessions',
  {
    id: text('id').primaryKey(),
    tenantId: tenantId(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    /** What the gateway charges: for a share, its amount plus its tip. */
    amountMinor: money('amount_minor').notNull(),
    /** The split-bill share this session pays; NULL for the whole bill. */
    billShareId: integer('bill_share_id')
      .unique()
      .references(() => billShares.id),
    status: text('status').$type<PaymentStatus>().notNull(),
    /** The adapter that opened it: status checks and webhooks go back to the same gateway. */
    provider: text('provider').$type<PaymentProvider>().notNull().default('simulated'),
    /** The gateway's page the guest is sent to. */
    url: text('url'),
    /** The result the tester picked on the simulated gateway page; NULL until then. */
    outcome: text('outcome'),
    /** When the tester picked it: the simulated gateway authorises for a while after. */
    decidedAt: timestampTz('decided_at'),
    createdAt: createdAt(),
  },
  (t) => [
    enumCheck('payment_sessions_status_ck', t.status, PAYMENT_STATUSES),
    enumCheck('payment_sessions_provider_ck', t.provider, PAYMENT_PROVIDERS),
    check('payment_sessions_amount_ck', sql`${t.amountMinor} > 0`),
    index('payment_sessions_order_idx').on(t.orderId),
  ],
);
