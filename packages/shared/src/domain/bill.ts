// Bill arithmetic in integer minor units (paise); the server computes it, the check-out page
// shows it (spec sections 2 and 3). Every amount here is paise, every rate basis points.
import {
  assertWhole,
  type BillRate,
  type BillRateAmount,
  chargeAmount,
  checkRule,
  inclusiveAmount,
  isListed,
  type RuledItem,
  spreadDiscount,
  taxAmount,
} from './bill-rules';
import type { BillRounding } from './enums';

export type { BillRate, BillRateAmount } from './bill-rules';

const PAISE_PER_RUPEE = 100;

export interface BillModifierInput {
  unitPriceMinor: number;
  /** Per unit of the item: two extra shots on each of three coffees is quantity 2. */
  quantity: number;
}

export interface BillLineInput {
  name: string;
  servingSizeName: string | null;
  /** Net of cancelled quantity; 0 leaves the line off the bill. */
  quantity: number;
  unitPriceMinor: number;
  modifiers: readonly BillModifierInput[];
  /** The product's category, which rules limited to categories read; absent: none. */
  categoryId?: number | null;
  /**
   * The line's category and every category above it, nearest first, as they stood when it was
   * ordered: a rule on any of them covers the line. Given, it is read instead of categoryId.
   */
  categoryPath?: readonly number[];
}

export interface BillInput {
  lines: readonly BillLineInput[];
  discountMinor: number;
  charges: readonly BillRate[];
  taxes: readonly BillRate[];
  /** The branch's rounding of the payable; absent means 'RUPEE'. */
  rounding?: BillRounding;
}

export interface BillLine {
  name: string;
  servingSizeName: string | null;
  quantity: number;
  amount: number;
}

export interface Bill {
  lines: BillLine[];
  subTotal: number;
  discountAmount: number;
  charges: BillRateAmount[];
  taxSummary: BillRateAmount[];
  totalCharge: number;
  totalTax: number;
  /** payableAmount minus the unrounded total; negative when rounded down. */
  roundOff: number;
  payableAmount: number;
}

// A bad price or quantity is a bug upstream (assertWhole); a silently wrong bill is worse than
// an error.

/** Add-ons are priced per unit of the item, so the line is quantity x (unit + add-ons per unit). */
export function lineAmount(line: BillLineInput): number {
  assertWhole(line.quantity, 'Quantity');
  assertWhole(line.unitPriceMinor, 'Unit price');
  const addOnsPerUnit = line.modifiers.reduce((sum, modifier) => {
    assertWhole(modifier.quantity, 'Add-on quantity');
    assertWhole(modifier.unitPriceMinor, 'Add-on price');
    return sum + modifier.unitPriceMinor * modifier.quantity;
  }, 0);
  return line.quantity * (line.unitPriceMinor + addOnsPerUnit);
}

const sumAmounts = (items: readonly { amount: number }[]): number =>
  items.reduce((sum, item) => sum + item.amount, 0);

const PAISE_PER_RUPEE_HALF = PAISE_PER_RUPEE / 2;

function roundPayable(unrounded: number, rounding: BillRounding): number {
  if (rounding === 'NONE') return unrounded;
  return Math.floor((unrounded + PAISE_PER_RUPEE_HALF) / PAISE_PER_RUPEE) * PAISE_PER_RUPEE;
}

/** The charges and taxes of a bill: those inside the prices shown, the others added. */
function ruleAmounts(input: BillInput, items: readonly RuledItem[]) {
  for (const rule of [...input.charges, ...input.taxes]) checkRule(rule);
  const inclusive = [...input.charges, ...input.taxes].filter((rule) => rule.inclusive);
  const charges = input.charges
    .filter((rule) => isListed(rule, items))
    .map((rule) => ({
      rule,
      line: rule.inclusive ? inclusiveAmount(rule, items, inclusive) : chargeAmount(rule, items),
    }));
  const added = charges
    .filter(({ rule }) => !rule.inclusive)
    .map(({ rule, line }) => ({ rule, amount: line.amount }));
  const taxSummary = input.taxes
    .filter((rule) => isListed(rule, items))
    .map((rule) =>
      rule.inclusive ? inclusiveAmount(rule, items, inclusive) : taxAmount(rule, items, added),
    );
  return { charges: charges.map(({ line }) => line), taxSummary };
}

const addedSum = (lines: readonly BillRateAmount[]): number =>
  sumAmounts(lines.filter((line) => !line.inclusive));

/**
 * Order of operations: the discount comes off the subtotal (capped there, never negative),
 * spread over the lines by their amounts; charges apply to the discounted amount of their
 * items; taxes apply to that of their items plus the charges on those items, because in India
 * GST is levied on the service charge too. A fixed amount is added once when the bill has an
 * item it applies to. A rule inside the prices (inclusive) is shown with the part of the
 * prices it is, and not added. Each charge and tax is rounded to the paisa on its own, as the
 * bill prints it. The payable rounds to the whole rupee, half up, unless the branch's
 * rounding is 'NONE'. With every rule a rate on all items and added, this is the spec's bill.
 */
export function computeBill(input: BillInput): Bill {
  const priced = input.lines
    .map((line) => ({
      name: line.name,
      servingSizeName: line.servingSizeName,
      quantity: line.quantity,
      amount: lineAmount(line),
      categoryPath: line.categoryPath ?? (line.categoryId == null ? [] : [line.categoryId]),
    }))
    .filter((line) => line.quantity > 0);
  const lines = priced.map(({ categoryPath: _, ...line }) => line);
  const subTotal = sumAmounts(lines);
  const discount = Math.max(input.discountMinor, 0);
  assertWhole(discount, 'Discount');
  const discountAmount = Math.min(discount, subTotal);
  const afterDiscount = subTotal - discountAmount;
  const shares = spreadDiscount(
    priced.map((line) => line.amount),
    discountAmount,
  );
  const items = priced.map((line, index) => ({
    categoryPath: line.categoryPath,
    gross: line.amount,
    net: line.amount - (shares[index] ?? 0),
  }));
  const { charges, taxSummary } = ruleAmounts(input, items);
  const totalCharge = addedSum(charges);
  const totalTax = addedSum(taxSummary);
  const unrounded = afterDiscount + totalCharge + totalTax;
  const payableAmount = roundPayable(unrounded, input.rounding ?? 'RUPEE');
  return {
    lines,
    subTotal,
    discountAmount,
    charges,
    taxSummary,
    totalCharge,
    totalTax,
    roundOff: payableAmount - unrounded,
    payableAmount,
  };
}

/** Nothing ordered: the check-out page shows MSG.noOrdersPlaced instead of a bill. */
export function isBillEmpty(bill: Bill): boolean {
  return bill.lines.length === 0;
}
