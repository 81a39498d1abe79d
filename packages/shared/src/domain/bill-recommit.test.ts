import { describe, expect, it } from 'vitest';
import { billDues, type SplitLineInput } from './bill-dues';
import { recommitFits } from './bill-recommit';
import type { CommittedShare } from './bill-share-state';

const line = (key: string, unitPriceMinor: number): SplitLineInput => ({
  key,
  name: key,
  servingSizeName: null,
  quantity: 1,
  unitPriceMinor,
  modifiers: [],
});

// Biryani ₹400 and beer ₹300, no charges: payable ₹700.
const dues = billDues({
  lines: [line('biryani', 40_000), line('beer', 30_000)],
  discountMinor: 0,
  charges: [],
  taxes: [],
  rounding: 'NONE',
});

const items = (lineKey: string, numerator = 1, denominator = 1): CommittedShare => ({
  way: 'ITEMS',
  amountMinor: Math.round((lineKey === 'biryani' ? 40_000 : 30_000) * (numerator / denominator)),
  status: 'PAID',
  claims: [{ lineKey, numerator, denominator }],
});
const amount = (amountMinor: number): CommittedShare => ({
  way: 'AMOUNT',
  amountMinor,
  status: 'PAID',
});
const equal = (parts: number, amountMinor: number): CommittedShare => ({
  way: 'EQUAL',
  amountMinor,
  status: 'PAID',
  split: { parts, basisMinor: 70_000 },
});

describe('a released share charged after all', () => {
  it('counts again when its items are still free and the amount is available', () => {
    expect(recommitFits(dues, [items('beer')], items('biryani'))).toBe(true);
    expect(recommitFits(dues, [items('biryani', 1, 2)], items('biryani', 1, 2))).toBe(true);
  });

  it('does not when someone else took its items meanwhile', () => {
    expect(recommitFits(dues, [items('biryani')], items('biryani'))).toBe(false);
    expect(recommitFits(dues, [items('biryani', 2, 3)], items('biryani', 1, 2))).toBe(false);
  });

  it('does not when the bill has less left than it paid', () => {
    expect(recommitFits(dues, [amount(40_001)], amount(30_000))).toBe(false);
    expect(recommitFits(dues, [amount(40_000)], amount(30_000))).toBe(true);
    expect(recommitFits(dues, [amount(40_001)], items('beer'))).toBe(false);
    expect(recommitFits(dues, [amount(40_000)], items('beer'))).toBe(true);
  });

  it('an equal part fits only the split under way with a part still free', () => {
    expect(recommitFits(dues, [], equal(2, 35_000))).toBe(true);
    expect(recommitFits(dues, [equal(2, 35_000)], equal(2, 35_000))).toBe(true);
    expect(recommitFits(dues, [equal(3, 23_333)], equal(2, 35_000))).toBe(false);
    const split = [equal(3, 23_333), equal(3, 23_333), equal(3, 23_334)];
    expect(recommitFits(dues, split.slice(0, 2), equal(3, 23_333))).toBe(true);
    // All three parts taken: nothing is available either, but the split is complete first.
    expect(recommitFits(dues, split, { ...equal(3, 0), amountMinor: 0 })).toBe(false);
  });
});
