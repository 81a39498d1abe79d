// How a bill's charges and taxes are worked out from the branch's rules (issue 14 item 4); the
// bill (bill.ts) adds them up. Every amount is paise, every rate basis points.
import type { RateRuleKind } from './enums';
import { percentOf } from './money';

const WHOLE_BP = 10_000;

/** One charge or tax rule, as the branch set it (and the order snapshotted it). */
export interface BillRate {
  name: string;
  rateBasisPoints: number;
  /** 'FIXED' adds `fixedMinor` once per bill; absent means 'RATE'. */
  kind?: RateRuleKind;
  fixedMinor?: number;
  /** The categories whose items (sub-categories' included) it applies to; absent or empty
   * means every item. */
  categoryIds?: readonly number[];
  /** Already inside the menu prices: shown on the bill, not added to the payable. */
  inclusive?: boolean;
}

export interface BillRateAmount {
  name: string;
  /** Basis points; 0 for a fixed amount. */
  rate: number;
  amount: number;
  /** Set (true) only on a rule inside the prices, which the payable does not add. */
  inclusive?: true;
  /** Set (true) only on a fixed amount, which has no rate to show. */
  fixed?: true;
}

/** A bill line after the discount: what the rules read of it. */
export interface RuledItem {
  /** Its category and those above it: a rule on any of them covers it. Empty: none. */
  categoryPath: readonly number[];
  /** The line's amount before the discount (weights a charge between items). */
  gross: number;
  /** Its amount after its share of the discount. */
  net: number;
}

export function assertWhole(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${what} must be a non-negative integer: ${value}`);
  }
}

/** numerator / denominator, rounded half up, exactly (BigInt: no float drift on big bills). */
function divideHalfUp(numerator: bigint, denominator: bigint): number {
  return Number((2n * numerator + denominator) / (2n * denominator));
}

/**
 * The order's discount spread over its lines in proportion to their amounts, to the paisa,
 * the leftover paise going to the largest remainders: the shares add up to the discount, so a
 * rule on every item reads exactly the discounted subtotal.
 */
export function spreadDiscount(amounts: readonly number[], discount: number): number[] {
  const total = amounts.reduce((sum, amount) => sum + amount, 0);
  if (total === 0 || discount === 0) return amounts.map(() => 0);
  const exact = amounts.map((amount) => {
    const scaled = BigInt(amount) * BigInt(discount);
    const floor = scaled / BigInt(total);
    return { share: Number(floor), remainder: scaled - floor * BigInt(total) };
  });
  let left = discount - exact.reduce((sum, e) => sum + e.share, 0);
  const byRemainder = exact
    .map((e, index) => ({ index, remainder: e.remainder }))
    .sort((a, b) =>
      a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
    );
  const shares = exact.map((e) => e.share);
  for (const { index } of byRemainder) {
    if (left === 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}

export const appliesToAll = (rule: BillRate): boolean => (rule.categoryIds ?? []).length === 0;

export const appliesTo = (rule: BillRate, item: RuledItem): boolean =>
  appliesToAll(rule) || item.categoryPath.some((id) => rule.categoryIds?.includes(id) === true);

const sumOf = (items: readonly RuledItem[], field: 'gross' | 'net') =>
  items.reduce((sum, item) => sum + item[field], 0);

export function checkRule(rule: BillRate): void {
  assertWhole(rule.rateBasisPoints, `Rate of ${rule.name}`);
  assertWhole(rule.fixedMinor ?? 0, `Fixed amount of ${rule.name}`);
  if (rule.kind === 'FIXED' && rule.inclusive) {
    throw new RangeError(`${rule.name}: a fixed amount cannot be inside the prices`);
  }
}

/** A rule limited to categories none of whose items are on the bill stays off it. */
export const isListed = (rule: BillRate, items: readonly RuledItem[]): boolean =>
  appliesToAll(rule) || items.some((item) => appliesTo(rule, item));

function entry(rule: BillRate, amount: number): BillRateAmount {
  const fixed = rule.kind === 'FIXED';
  return {
    name: rule.name,
    rate: fixed ? 0 : rule.rateBasisPoints,
    amount,
    ...(rule.inclusive ? { inclusive: true as const } : {}),
    ...(fixed ? { fixed: true as const } : {}),
  };
}

/** An exclusive rule on `base`: its rate of it, or its fixed amount once if it has items. */
function addedAmount(rule: BillRate, base: number, hasItems: boolean): number {
  if (rule.kind !== 'FIXED') return percentOf(base, rule.rateBasisPoints);
  return hasItems ? (rule.fixedMinor ?? 0) : 0;
}

/** An exclusive charge: on the discounted amount of the items it applies to. */
export function chargeAmount(rule: BillRate, items: readonly RuledItem[]): BillRateAmount {
  const own = items.filter((item) => appliesTo(rule, item));
  return entry(rule, addedAmount(rule, sumOf(own, 'net'), own.length > 0));
}

/**
 * The part of an exclusive charge that falls on the items a tax applies to, by their share of
 * the charge's items (their amounts, or their count when those are all free). A tax on every
 * item therefore takes each charge whole, as GST is levied on the service charge.
 */
function chargeShare(
  charge: { rule: BillRate; amount: number },
  tax: BillRate,
  items: readonly RuledItem[],
): number {
  if (charge.amount === 0) return 0;
  if (appliesToAll(tax)) return charge.amount;
  const charged = items.filter((item) => appliesTo(charge.rule, item));
  const taxed = charged.filter((item) => appliesTo(tax, item));
  const whole = sumOf(charged, 'gross');
  const [part, of] = whole > 0 ? [sumOf(taxed, 'gross'), whole] : [taxed.length, charged.length];
  if (of === 0) return 0;
  return divideHalfUp(BigInt(charge.amount) * BigInt(part), BigInt(of));
}

/** An exclusive tax: on its items' discounted amount plus their part of each added charge. */
export function taxAmount(
  rule: BillRate,
  items: readonly RuledItem[],
  charges: readonly { rule: BillRate; amount: number }[],
): BillRateAmount {
  const own = items.filter((item) => appliesTo(rule, item));
  const onCharges = charges.reduce((sum, charge) => sum + chargeShare(charge, rule, items), 0);
  return entry(rule, addedAmount(rule, sumOf(own, 'net') + onCharges, own.length > 0));
}

/**
 * A rule inside the prices: an item's price holds its net value plus every inclusive rate on
 * it, so its part of a rule of rate r is price x r / (100% + all its inclusive rates). Items
 * are grouped by those rates and each group rounded to the paisa.
 */
export function inclusiveAmount(
  rule: BillRate,
  items: readonly RuledItem[],
  inclusiveRules: readonly BillRate[],
): BillRateAmount {
  const groups = new Map<number, number>();
  for (const item of items) {
    if (!appliesTo(rule, item)) continue;
    const rates = inclusiveRules
      .filter((other) => appliesTo(other, item))
      .reduce((sum, other) => sum + other.rateBasisPoints, 0);
    groups.set(rates, (groups.get(rates) ?? 0) + item.net);
  }
  let amount = 0;
  for (const [rates, net] of groups) {
    amount += divideHalfUp(BigInt(net) * BigInt(rule.rateBasisPoints), BigInt(WHOLE_BP + rates));
  }
  return entry(rule, amount);
}
