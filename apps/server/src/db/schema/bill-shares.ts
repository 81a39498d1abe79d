// Shares of a split bill (issue 17, decision 0019): who pays which part of an order's bill,
// held while the gateway session is open, paid, or released.
import {
  BILL_SHARE_WAYS,
  type BillShareWay,
  SHARE_RELEASE_REASONS,
  type ShareReleaseReason,
} from '@tableside/shared/domain/enums';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { tenantId } from './brands-branches';
import { createdAt, enumCheck, id, money, timestampTz } from './columns';
import { customers } from './customers-auth';
import { orders } from './orders';

export const BILL_SHARE_STATUSES = ['HELD', 'PAID', 'RELEASED'] as const;
export type BillShareStatus = (typeof BILL_SHARE_STATUSES)[number];
export { SHARE_RELEASE_REASONS, type ShareReleaseReason };

export const billShares = pgTable(
  'bill_shares',
  {
    id: id(),
    tenantId: tenantId(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    /** The guest paying it; NULL when staff took the rest at the table. */
    customerId: integer('customer_id').references(() => customers.id),
    /** Snapshot shown to the table ('being paid by Asha'). */
    payerName: text('payer_name').notNull(),
    way: text('way').$type<BillShareWay>().notNull(),
    /** The bill part; the tip is apart and never counts towards the bill. */
    amountMinor: money('amount_minor').notNull(),
    tipMinor: money('tip_minor').notNull().default(0),
    status: text('status').$type<BillShareStatus>().notNull(),
    /** EQUAL only: the split its first part fixed. */
    splitParts: integer('split_parts'),
    splitBasisMinor: money('split_basis_minor'),
    heldUntil: timestampTz('held_until'),
    releasedAt: timestampTz('released_at'),
    releaseReason: text('release_reason').$type<ShareReleaseReason>(),
    createdAt: createdAt(),
  },
  (t) => [
    enumCheck('bill_shares_way_ck', t.way, BILL_SHARE_WAYS),
    enumCheck('bill_shares_status_ck', t.status, BILL_SHARE_STATUSES),
    enumCheck('bill_shares_release_reason_ck', t.releaseReason, SHARE_RELEASE_REASONS),
    check('bill_shares_amount_ck', sql`${t.amountMinor} > 0`),
    check('bill_shares_tip_ck', sql`${t.tipMinor} >= 0`),
    index('bill_shares_order_status_idx').on(t.orderId, t.status),
  ],
);

/** The bill lines (or parts of them) an ITEMS share pays for. */
export const billShareClaims = pgTable(
  'bill_share_claims',
  {
    shareId: integer('share_id')
      .notNull()
      .references(() => billShares.id),
    lineKey: text('line_key').notNull(),
    numerator: integer('numerator').notNull(),
    denominator: integer('denominator').notNull(),
    /** Snapshot for the receipt and the staff view. */
    lineName: text('line_name').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.shareId, t.lineKey] }),
    check(
      'bill_share_claims_fraction_ck',
      sql`${t.numerator} > 0 AND ${t.numerator} <= ${t.denominator}`,
    ),
  ],
);
