import { CURRENCY } from './constants';
import { formatInr } from './money';

// The bill summary both the guests' check-out page and the staff console's bill show, so
// the two read the same rows in the same order.

/** The bill fields the summary reads (the contract's ZBill has them all). */
export interface BillSummarySource {
  discountAmount: number;
  subTotal: number;
  charges: readonly { charges: { name: string }; rate: number; amount: number }[];
  taxSummary: readonly { tax: { name: string }; rate: number; amount: number }[];
  roundOff: number;
  payableAmount: number;
}

export interface BillSummaryRow {
  key: string;
  label: string;
  /** Formatted, en-IN rupees. */
  amount: string;
  /** The Total Payable row. */
  total?: boolean;
}

const RATE = new Intl.NumberFormat(CURRENCY.locale, { maximumFractionDigits: 2 });

/** 7.5 -> '7.5%', 5 -> '5%'. */
export const formatRate = (percent: number): string => `${RATE.format(percent)}%`;

/** A discount is money off: shown with a minus once there is one. */
const discountAmount = (rupees: number) => formatInr(rupees > 0 ? -rupees : 0);

/**
 * The summary under the items (spec sections 2 and 3): Discount, Sub Total, each charge and
 * tax with its rate, the round-off and Total Payable, in the spec's order. Amounts are the
 * server's; nothing is computed here.
 */
export function billSummaryRows(bill: BillSummarySource): BillSummaryRow[] {
  return [
    { key: 'discount', label: 'Discount', amount: discountAmount(bill.discountAmount) },
    { key: 'sub-total', label: 'Sub Total', amount: formatInr(bill.subTotal) },
    ...bill.charges.map((charge, i) => ({
      key: `charge-${i}`,
      label: `${charge.charges.name} (${formatRate(charge.rate)})`,
      amount: formatInr(charge.amount),
    })),
    ...bill.taxSummary.map((tax, i) => ({
      key: `tax-${i}`,
      label: `${tax.tax.name} (${formatRate(tax.rate)})`,
      amount: formatInr(tax.amount),
    })),
    { key: 'round-off', label: 'Round Off', amount: formatInr(bill.roundOff) },
    { key: 'total', label: 'Total Payable', amount: formatInr(bill.payableAmount), total: true },
  ];
}
