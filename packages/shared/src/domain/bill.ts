// Bill arithmetic in integer minor units (paise); the server computes it, the check-out page
// shows it (spec sections 2 and 3). Every amount here is paise, every rate basis points.
import { percentOf } from './money';

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
}

export interface BillRate {
  name: string;
  rateBasisPoints: number;
}

export interface BillInput {
  lines: readonly BillLineInput[];
  discountMinor: number;
  charges: readonly BillRate[];
  taxes: readonly BillRate[];
}

export interface BillLine {
  name: string;
  servingSizeName: string | null;
  quantity: number;
  amount: number;
}

export interface BillRateAmount {
  name: string;
  rate: number;
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

// A bad price or quantity is a bug upstream; a silently wrong bill is worse than an error.
function assertWhole(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${what} must be a non-negative integer: ${value}`);
  }
}

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

function applyRates(base: number, rates: readonly BillRate[]): BillRateAmount[] {
  return rates.map(({ name, rateBasisPoints }) => {
    assertWhole(rateBasisPoints, `Rate of ${name}`);
    return { name, rate: rateBasisPoints, amount: percentOf(base, rateBasisPoints) };
  });
}

const sumAmounts = (items: readonly { amount: number }[]): number =>
  items.reduce((sum, item) => sum + item.amount, 0);

/**
 * Order of operations: the discount comes off the subtotal (capped there, never negative);
 * charges apply to the discounted subtotal; taxes apply to the discounted subtotal plus charges,
 * because in India GST is levied on the service charge too. Each charge and tax is rounded to
 * the paisa on its own, as the bill prints it. The payable rounds to the whole rupee, half up.
 */
export function computeBill(input: BillInput): Bill {
  const lines = input.lines
    .map((line) => ({
      name: line.name,
      servingSizeName: line.servingSizeName,
      quantity: line.quantity,
      amount: lineAmount(line),
    }))
    .filter((line) => line.quantity > 0);
  const subTotal = sumAmounts(lines);
  const discount = Math.max(input.discountMinor, 0);
  assertWhole(discount, 'Discount');
  const discountAmount = Math.min(discount, subTotal);
  const afterDiscount = subTotal - discountAmount;
  const charges = applyRates(afterDiscount, input.charges);
  const totalCharge = sumAmounts(charges);
  const taxSummary = applyRates(afterDiscount + totalCharge, input.taxes);
  const totalTax = sumAmounts(taxSummary);
  const unrounded = afterDiscount + totalCharge + totalTax;
  const payableAmount =
    Math.floor((unrounded + PAISE_PER_RUPEE / 2) / PAISE_PER_RUPEE) * PAISE_PER_RUPEE;
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
