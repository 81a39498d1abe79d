// Orders are table sessions: opened at check-in, closed when paid, voided or system-completed.
import {
  type BillRounding,
  CALL_WAITER_REASONS,
  CALL_WAITER_STATUSES,
  type CallWaiterReason,
  type CallWaiterStatus,
  ORDER_STATUSES,
  type OrderStatus,
  type RateRuleKind,
} from '@tableside/shared/domain/enums';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { branches, tenantId } from './brands-branches';
import { createdAt, enumCheck, id, inList, money, timestampTz } from './columns';
import { customers } from './customers-auth';
import { staffUsers } from './staff';
import { diningTables } from './tables';

/** One charge or tax as it stood when the order opened (see branch_charges / branch_taxes). */
export interface PricingRuleSnapshot {
  name: string;
  kind: RateRuleKind;
  rateBp: number;
  fixedMinor: number;
  categoryIds: number[];
  inclusive: boolean;
}

export interface PricingSnapshot {
  charges: PricingRuleSnapshot[];
  taxes: PricingRuleSnapshot[];
  rounding: BillRounding;
}

export const orders = pgTable(
  'orders',
  {
    id: id(),
    tenantId: tenantId(),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id),
    status: text('status').$type<OrderStatus>().notNull().default('NEW'),
    isSystemCompleted: boolean('is_system_completed').notNull().default(false),
    isVoid: boolean('is_void').notNull().default(false),
    isVerified: boolean('is_verified').notNull().default(false),
    verifiedAt: timestampTz('verified_at'),
    verifiedByStaffUserId: integer('verified_by_staff_user_id').references(() => staffUsers.id),
    /** The table PIN: 4 random digits, new for every order. */
    tableCode: text('table_code').notNull(),
    noOfGuests: integer('no_of_guests').notNull(),
    primaryCustomerId: integer('primary_customer_id').references(() => customers.id),
    callWaiter: boolean('call_waiter').notNull().default(false),
    callWaiterReasons: text('call_waiter_reasons')
      .array()
      .$type<CallWaiterReason[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    callWaiterStatus: text('call_waiter_status').$type<CallWaiterStatus>(),
    /** When the open call was raised; reasons added to it later keep this time. */
    callWaiterAt: timestampTz('call_waiter_at'),
    /** Who started checkout; NULL with checkout_started_at set means a waiter did. */
    checkoutCustomerId: integer('checkout_customer_id').references(() => customers.id),
    checkoutStartedAt: timestampTz('checkout_started_at'),
    discountMinor: money('discount_minor').notNull().default(0),
    /** Last realtime sequence number used for this order; bump it in the writing transaction. */
    eventSeq: integer('event_seq').notNull().default(0),
    openedAt: timestampTz('opened_at').notNull().defaultNow(),
    /** The branch's charges, taxes and rounding when the order opened: its bill is computed
     * from these, so editing a rate never changes an open or past bill. */
    pricingSnapshot: jsonb('pricing_snapshot').$type<PricingSnapshot>(),
    closedAt: timestampTz('closed_at'),
  },
  (t) => [
    enumCheck('orders_status_ck', t.status, ORDER_STATUSES),
    check(
      'orders_call_waiter_status_ck',
      sql`${t.callWaiterStatus} IS NULL OR ${t.callWaiterStatus} IN (${inList(CALL_WAITER_STATUSES)})`,
    ),
    check(
      'orders_call_waiter_reasons_ck',
      sql`${t.callWaiterReasons} <@ ARRAY[${inList(CALL_WAITER_REASONS)}]::text[]`,
    ),
    check('orders_table_code_ck', sql`${t.tableCode} ~ '^[0-9]{4}$'`),
    check('orders_no_of_guests_ck', sql`${t.noOfGuests} BETWEEN 1 AND 6`),
    check('orders_discount_ck', sql`${t.discountMinor} >= 0`),
    // Staff floor view: the open orders of a branch.
    index('orders_branch_status_idx').on(t.branchId, t.status),
  ],
);

/** Tables an order occupies; a move deactivates the old row and adds a new one. */
export const orderTables = pgTable(
  'order_tables',
  {
    id: id(),
    tenantId: tenantId(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    tableId: integer('table_id')
      .notNull()
      .references(() => diningTables.id),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    releasedAt: timestampTz('released_at'),
  },
  (t) => [
    // At most one open order per table, even under concurrent check-ins: the second INSERT
    // fails with a unique violation (23505) and the service answers with the existing order.
    uniqueIndex('order_tables_active_table_uq').on(t.tableId).where(sql`${t.active}`),
    index('order_tables_order_idx').on(t.orderId),
  ],
);

/** Guests mapped to an order, with their table-PIN state. */
export const orderCustomers = pgTable(
  'order_customers',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    tenantId: tenantId(),
    isPrimary: boolean('is_primary').notNull().default(false),
    joinedAt: timestampTz('joined_at').notNull().defaultNow(),
    pinVerified: boolean('pin_verified').notNull().default(false),
    pinWrongAttempts: integer('pin_wrong_attempts').notNull().default(0),
    pinLockedUntil: timestampTz('pin_locked_until'),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.customerId] }),
    // "Is this customer already at an open table?" looks up by customer.
    index('order_customers_customer_idx').on(t.customerId),
    uniqueIndex('order_customers_one_primary_uq').on(t.orderId).where(sql`${t.isPrimary}`),
  ],
);
