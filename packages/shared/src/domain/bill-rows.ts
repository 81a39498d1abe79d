import { CURRENCY } from './constants';
import { DEFAULT_MONEY_FORMAT, formatMoney, type MoneyFormat } from './money';

// The bill summary both the guests' check-out page and the staff console's bill show, so
// the two read the same rows in the same order.

/** The bill fields the summary reads (the contract's ZBill has them all). */
/** A charge or tax row: a fixed amount has no rate to show; one inside the prices says so. */
interface RuleFlags {
  rate: number;
  amount: number;
  inclusive?: boolean;
  fixed?: boolean;
}

export interface BillSummarySource {
  discountAmount: number;
  subTotal: number;
  charges: readonly ({ charges: { name: string } } & RuleFlags)[];
  taxSummary: readonly ({ tax: { name: string } } & RuleFlags)[];
  roundOff: number;
  payableAmount: number;
}

export interface BillSummaryRow {
  key: string;
  label: string;
  /** Formatted in the branch's money format. */
  amount: string;
  /** The Total Payable row. */
  total?: boolean;
}

const RATE = new Intl.NumberFormat(CURRENCY.locale, { maximumFractionDigits: 2 });

/** 7.5 -> '7.5%', 5 -> '5%'. */
export const formatRate = (percent: number): string => `${RATE.format(percent)}%`;

/** 'Service Charge (7.5%)', 'GST (5% incl.)' (already in the prices), 'Cover charge'. */
function ruleLabel(name: string, rule: RuleFlags): string {
  if (rule.fixed) return name;
  return `${name} (${formatRate(rule.rate)}${rule.inclusive ? ' incl.' : ''})`;
}

/** A discount is money off: shown with a minus once there is one. */
const discountAmount = (amount: number) => (amount > 0 ? -amount : 0);

/**
 * The summary under the items (spec sections 2 and 3): Discount, Sub Total, each charge and
 * tax with its rate, the round-off and Total Payable, in the spec's order. A rule inside the
 * prices is marked 'incl.': its amount is part of the items', not added to the total. Amounts
 * are the server's; nothing is computed here.
 */
export function billSummaryRows(
  bill: BillSummarySource,
  money: MoneyFormat = DEFAULT_MONEY_FORMAT,
): BillSummaryRow[] {
  const format = (amount: number) => formatMoney(amount, money);
  return [
    { key: 'discount', label: 'Discount', amount: format(discountAmount(bill.discountAmount)) },
    { key: 'sub-total', label: 'Sub Total', amount: format(bill.subTotal) },
    ...bill.charges.map((charge, i) => ({
      key: `charge-${i}`,
      label: ruleLabel(charge.charges.name, charge),
      amount: format(charge.amount),
    })),
    ...bill.taxSummary.map((tax, i) => ({
      key: `tax-${i}`,
      label: ruleLabel(tax.tax.name, tax),
      amount: format(tax.amount),
    })),
    { key: 'round-off', label: 'Round Off', amount: format(bill.roundOff) },
    { key: 'total', label: 'Total Payable', amount: format(bill.payableAmount), total: true },
  ];
}
