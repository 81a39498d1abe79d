// Guests' ratings of paid orders and the receipt links they asked for by SMS (issue 16 items
// 10 and 11, docs/decisions/0016).
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { branches, tenantId } from './brands-branches';
import { createdAt, id, timestampTz } from './columns';
import { customers } from './customers-auth';
import { orders } from './orders';

/** One guest's rating of one order: changed in place while the edit window lasts. */
export const orderFeedback = pgTable(
  'order_feedback',
  {
    id: id(),
    tenantId: tenantId(),
    /** The order's branch, so a branch's report reads its feedback without the orders. */
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    rating: integer('rating').notNull(),
    /** '' when the guest wrote none. */
    comment: text('comment').notNull().default(''),
    /** 1 when given, +1 with every change: a save over a newer version is refused (409). */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestampTz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('order_feedback_rating_ck', sql`${t.rating} BETWEEN 1 AND 5`),
    check('order_feedback_comment_ck', sql`char_length(${t.comment}) <= 500`),
    // One per guest per order, even when two saves race: the second is an update.
    uniqueIndex('order_feedback_order_customer_uq').on(t.orderId, t.customerId),
  ],
);

/** Each receipt SMS sent, counted for its limits (services/receipts/receipt-sms-limits.ts). */
export const receiptSmsSends = pgTable(
  'receipt_sms_sends',
  {
    id: id(),
    tenantId: tenantId(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    phoneNo: text('phone_no').notNull(),
    sentAt: timestampTz('sent_at').notNull(),
  },
  (t) => [index('receipt_sms_sends_order_customer_idx').on(t.orderId, t.customerId, t.sentAt)],
);
