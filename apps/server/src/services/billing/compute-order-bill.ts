import { type Bill, type BillRate, computeBill } from '@tableside/shared/domain/bill';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { branchCharges, branchTaxes } from '../../db/schema/index';
import { loadBillLines } from './bill-lines';

/** What of an order its bill depends on besides its items. */
export interface BillableOrder {
  id: number;
  branchId: number;
  discountMinor: number;
}

async function branchRates(db: Database, branchId: number) {
  const columns = { name: branchCharges.name, rateBasisPoints: branchCharges.rateBp };
  const charges: BillRate[] = await db
    .select(columns)
    .from(branchCharges)
    .where(eq(branchCharges.branchId, branchId))
    .orderBy(asc(branchCharges.sortOrder), asc(branchCharges.id));
  const taxes: BillRate[] = await db
    .select({ name: branchTaxes.name, rateBasisPoints: branchTaxes.rateBp })
    .from(branchTaxes)
    .where(eq(branchTaxes.branchId, branchId))
    .orderBy(asc(branchTaxes.sortOrder), asc(branchTaxes.id));
  return { charges, taxes };
}

/**
 * The bill of an order now, in paise: its confirmed items, its discount, and its branch's
 * charges and taxes, by the domain's bill arithmetic. Pass the transaction when the caller
 * holds the order lock, so the bill matches what it is about to write.
 */
export async function computeOrderBill(db: Database, order: BillableOrder): Promise<Bill> {
  const lines = await loadBillLines(db, order.id);
  const { charges, taxes } = await branchRates(db, order.branchId);
  return computeBill({ lines, discountMinor: order.discountMinor, charges, taxes });
}
