// What each bill line owes of the payable: its discounted amount plus its part of every added
// charge and tax and of the round-off. The parts add up to the payable to the paisa, so a share
// that pays for some lines and shares that pay the rest always make exactly the bill.
import { type Bill, type BillInput, type BillLineInput, computeBill, lineAmount } from './bill';
import { appliesTo, type BillRate, isListed, type RuledItem, spreadDiscount } from './bill-rules';
import { spreadByWeight } from './bill-spread';

/** A bill line with the stable key a share's claim names (the server's merge key). */
export interface SplitLineInput extends BillLineInput {
  key: string;
}

export interface SplitBillInput extends Omit<BillInput, 'lines'> {
  lines: readonly SplitLineInput[];
}

export interface LineDue {
  key: string;
  name: string;
  quantity: number;
  /** The line's price, as the bill prints it. */
  amount: number;
  /** Its part of the payable: after discount, with its charges, taxes and round-off. */
  due: number;
}

export interface BillDues {
  bill: Bill;
  lines: LineDue[];
}

/** The added (not inclusive) rules that made it onto the bill, with what each came to. */
function addedRules(
  rules: readonly BillRate[],
  amounts: readonly { amount: number }[],
  items: readonly RuledItem[],
) {
  const listed = rules.filter((rule) => isListed(rule, items));
  return listed
    .map((rule, index) => ({ rule, amount: amounts[index]?.amount ?? 0 }))
    .filter(({ rule }) => !rule.inclusive);
}

/** A rule's amount over the lines it applies to, weighted by what those lines carry. */
function spreadRule(
  rule: BillRate,
  amount: number,
  items: readonly RuledItem[],
  weights: number[],
) {
  const own = items.map((item) => appliesTo(rule, item));
  const parts = spreadByWeight(
    amount,
    weights.filter((_, index) => own[index]),
  );
  let next = 0;
  return own.map((applies) => (applies ? (parts[next++] ?? 0) : 0));
}

/**
 * The bill (computeBill, unchanged) and each line's due. One rule, in the bill's own order of
 * operations: the discount as the bill spreads it; each added charge over its lines by their
 * discounted amounts; each added tax over its lines by their discounted amounts plus the
 * charges on them (GST is levied on the service charge); the round-off over every line by what
 * it owes so far. Each step is a largest-remainder spread, so the dues sum to the payable.
 */
export function billDues(input: SplitBillInput): BillDues {
  const keys = new Set(input.lines.map((line) => line.key));
  if (keys.size !== input.lines.length) throw new RangeError('Bill line keys must be unique');
  const bill = computeBill(input);
  const kept = input.lines.filter((line) => line.quantity > 0);
  const gross = kept.map(lineAmount);
  const discounts = spreadDiscount(gross, bill.discountAmount);
  const items: RuledItem[] = kept.map((line, index) => ({
    categoryPath: line.categoryPath ?? (line.categoryId == null ? [] : [line.categoryId]),
    gross: gross[index] ?? 0,
    net: (gross[index] ?? 0) - (discounts[index] ?? 0),
  }));
  const net = items.map((item) => item.net);
  const charged = addedRules(input.charges, bill.charges, items).map(({ rule, amount }) =>
    spreadRule(rule, amount, items, net),
  );
  const withCharges = net.map((value, i) => value + sum(charged.map((parts) => parts[i] ?? 0)));
  const taxed = addedRules(input.taxes, bill.taxSummary, items).map(({ rule, amount }) =>
    spreadRule(rule, amount, items, withCharges),
  );
  const beforeRounding = withCharges.map(
    (value, i) => value + sum(taxed.map((parts) => parts[i] ?? 0)),
  );
  const roundOff = spreadByWeight(bill.roundOff, beforeRounding);
  const lines = kept.map((line, index) => ({
    key: line.key,
    name: line.name,
    quantity: line.quantity,
    amount: gross[index] ?? 0,
    due: (beforeRounding[index] ?? 0) + (roundOff[index] ?? 0),
  }));
  return { bill, lines };
}

const sum = (values: readonly number[]): number => values.reduce((total, v) => total + v, 0);
