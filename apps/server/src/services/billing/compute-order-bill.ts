import { type Bill, computeBill } from '@tableside/shared/domain/bill';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orders } from '../../db/schema/index';
import { readPricingSnapshot, snapshotRules } from '../pricing-rules/pricing-snapshot';
import { loadBillLines } from './bill-lines';

/** What of an order its bill depends on besides its items. */
export interface BillableOrder {
  id: number;
  branchId: number;
  discountMinor: number;
}

/**
 * The charges, taxes and rounding the order opened with. An order without a snapshot (none
 * after migration 0006's backfill; rows written around check-in) reads the branch's live ones.
 */
export async function orderPricing(db: Database, order: BillableOrder) {
  const [row] = await db
    .select({ snapshot: orders.pricingSnapshot })
    .from(orders)
    .where(eq(orders.id, order.id));
  return snapshotRules(row?.snapshot ?? (await readPricingSnapshot(db, order.branchId)));
}

/**
 * The bill of an order now, in paise: its confirmed items, its discount, and the charges,
 * taxes and rounding snapshotted when it opened, by the domain's bill arithmetic. Pass the
 * transaction when the caller holds the order lock, so the bill matches what it is about to
 * write.
 */
export async function computeOrderBill(db: Database, order: BillableOrder): Promise<Bill> {
  const lines = await loadBillLines(db, order.id);
  const pricing = await orderPricing(db, order);
  return computeBill({ lines, discountMinor: order.discountMinor, ...pricing });
}
