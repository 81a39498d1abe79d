import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { billShareClaims, billShares, orders, payments } from '../../db/schema/index';

/** A paid share of a split bill (decision 0019), with the payment that paid it. */
export interface PaidShare {
  id: number;
  tenantId: number;
  orderId: number;
  branchId: number;
  /** The order's close, once the table paid the rest; null while it is open. */
  closedAt: Date | null;
  way: (typeof billShares.$inferSelect)['way'];
  amountMinor: number;
  tipMinor: number;
  splitParts: number | null;
  createdAt: Date;
  payment: typeof payments.$inferSelect;
}

const selection = {
  share: billShares,
  branchId: orders.branchId,
  closedAt: orders.closedAt,
  payment: payments,
};

/**
 * The tenant's order's share if it is PAID, else null (unknown, another order's or tenant's,
 * held, released, or of a voided order): a share's receipt is ready once the share is paid,
 * whether or not the rest of the table has paid yet. `customerId` limits it to a guest's own.
 */
export async function findPaidShare(
  db: Database,
  input: { tenantId: number; orderId: number; shareId?: number; customerId?: number },
): Promise<PaidShare | null> {
  const [row] = await db
    .select(selection)
    .from(billShares)
    .innerJoin(orders, eq(orders.id, billShares.orderId))
    .innerJoin(payments, eq(payments.billShareId, billShares.id))
    .where(
      and(
        eq(billShares.tenantId, input.tenantId),
        eq(billShares.orderId, input.orderId),
        input.shareId === undefined ? undefined : eq(billShares.id, input.shareId),
        input.customerId === undefined ? undefined : eq(billShares.customerId, input.customerId),
        eq(billShares.status, 'PAID'),
        eq(payments.status, 'CHARGED'),
        eq(orders.isVoid, false),
      ),
    )
    .orderBy(desc(billShares.createdAt), desc(billShares.id))
    .limit(1);
  if (!row) return null;
  const { share, branchId, closedAt, payment } = row;
  return {
    id: share.id,
    tenantId: share.tenantId,
    orderId: share.orderId,
    branchId,
    closedAt,
    way: share.way,
    amountMinor: share.amountMinor,
    tipMinor: share.tipMinor,
    splitParts: share.splitParts,
    createdAt: share.createdAt,
    payment,
  };
}

/** The lines an ITEMS share paid for, by the names they had when it was paid. */
export function shareItems(db: Database, shareId: number) {
  return db
    .select({
      itemName: billShareClaims.lineName,
      numerator: billShareClaims.numerator,
      denominator: billShareClaims.denominator,
    })
    .from(billShareClaims)
    .where(eq(billShareClaims.shareId, shareId))
    .orderBy(asc(billShareClaims.lineName));
}

/**
 * Which part of an equal split the share is: its place among the split's parts still counting
 * (held or paid), in commit order, as the split bill counts them (a released part was taken
 * by the next guest).
 */
export async function equalPartOf(db: Database, share: PaidShare): Promise<number | null> {
  if (share.way !== 'EQUAL') return null;
  const parts = await db
    .select({ id: billShares.id })
    .from(billShares)
    .where(
      and(
        eq(billShares.orderId, share.orderId),
        eq(billShares.way, 'EQUAL'),
        inArray(billShares.status, ['HELD', 'PAID']),
      ),
    )
    .orderBy(asc(billShares.createdAt), asc(billShares.id));
  const index = parts.findIndex((part) => part.id === share.id);
  return index < 0 ? null : index + 1;
}
