import { type BillDues, billDues } from '@tableside/shared/domain/bill-dues';
import type { Database } from '../../db/client';
import { type KeyedBillLine, loadKeyedBillLines } from '../billing/bill-lines';
import { type BillableOrder, orderPricing } from '../billing/compute-order-bill';

export interface SplitDues {
  dues: BillDues;
  /** The same lines, each guest's items apart, with who ordered them. */
  lines: KeyedBillLine[];
}

/**
 * The order's bill apportioned to its lines (decision 0019 rule 1), each guest's items on
 * lines of their own. Its payable is the order's bill's: only the lines are cut finer.
 */
export async function loadSplitDues(db: Database, order: BillableOrder): Promise<SplitDues> {
  const lines = await loadKeyedBillLines(db, order.id, { byGuest: true });
  const pricing = await orderPricing(db, order);
  return { dues: billDues({ lines, discountMinor: order.discountMinor, ...pricing }), lines };
}
