// The screen's sample bill: ₹1,000 of items billed by the same arithmetic as every order.

import { type BillRate, computeBill } from '@tableside/shared/domain/bill';
import { type BillSummaryRow, billSummaryRows } from '@tableside/shared/domain/bill-rows';
import type { BillRounding } from '@tableside/shared/domain/enums';
import { toMajor } from '@tableside/shared/domain/money';

export const SAMPLE_ITEMS_MINOR = 100_000;

export interface SampleRules {
  charges: readonly BillRate[];
  taxes: readonly BillRate[];
  rounding: BillRounding;
}

/**
 * The summary rows of a bill of ₹1,000 of items of `categoryId` (null: a category no rule
 * names), as guests would see them.
 */
export function sampleBillRows(rules: SampleRules, categoryId: number | null): BillSummaryRow[] {
  const bill = computeBill({
    lines: [
      {
        name: 'Sample items',
        servingSizeName: null,
        quantity: 1,
        unitPriceMinor: SAMPLE_ITEMS_MINOR,
        modifiers: [],
        categoryId,
      },
    ],
    discountMinor: 0,
    ...rules,
  });
  const rate = (r: { rate: number; amount: number; inclusive?: true; fixed?: true }) => ({
    rate: r.rate / 100,
    amount: toMajor(r.amount),
    inclusive: r.inclusive,
    fixed: r.fixed,
  });
  return billSummaryRows({
    discountAmount: 0,
    subTotal: toMajor(bill.subTotal),
    charges: bill.charges.map((c) => ({ charges: { name: c.name }, ...rate(c) })),
    taxSummary: bill.taxSummary.map((t) => ({ tax: { name: t.name }, ...rate(t) })),
    roundOff: toMajor(bill.roundOff),
    payableAmount: toMajor(bill.payableAmount),
  });
}
