import { describe, expect, it } from 'vitest';
import { billDues, type SplitLineInput } from './bill-dues';
import type { BillRate } from './bill-rules';

const line = (
  key: string,
  unitPriceMinor: number,
  quantity = 1,
  categoryId = 1,
): SplitLineInput => ({
  key,
  name: key,
  servingSizeName: null,
  quantity,
  unitPriceMinor,
  modifiers: [],
  categoryId,
});

const rate = (name: string, rateBasisPoints: number, more: Partial<BillRate> = {}): BillRate => ({
  name,
  rateBasisPoints,
  ...more,
});

// The demo restaurant's rules: service charge 7.5%, CGST and SGST 2.5% each (on the charge too).
const DEMO_RULES = {
  charges: [rate('Service Charge', 750)],
  taxes: [rate('CGST', 250), rate('SGST', 250)],
};

describe('each line owes its part of the payable', () => {
  it('with service charge, GST and the round-off spread over the lines', () => {
    // 1,000 + 75 service + 26.88 + 26.88 GST = 1,128.76, rounded to 1,129.00.
    const { bill, lines } = billDues({
      lines: [line('biryani', 40_000), line('coffee', 15_000, 2), line('beer', 30_000)],
      discountMinor: 0,
      ...DEMO_RULES,
    });
    expect(bill.payableAmount).toBe(112_900);
    expect(lines.map((l) => l.due)).toEqual([45_160, 33_871, 33_869]);
  });

  it('with a discount, the lines carry it in proportion to their prices', () => {
    const { lines } = billDues({
      lines: [line('a', 30_000), line('b', 10_000)],
      discountMinor: 4_000,
      charges: [],
      taxes: [],
      rounding: 'NONE',
    });
    expect(lines.map((l) => l.due)).toEqual([27_000, 9_000]);
  });

  it('a tax limited to the bar falls only on bar lines', () => {
    const { bill, lines } = billDues({
      lines: [line('food', 50_000, 1, 1), line('whisky', 50_000, 1, 2)],
      discountMinor: 0,
      charges: [],
      taxes: [rate('VAT', 2_000, { categoryIds: [2] })],
      rounding: 'NONE',
    });
    expect(bill.payableAmount).toBe(110_000);
    expect(lines.map((l) => l.due)).toEqual([50_000, 60_000]);
  });

  it('a tax inside the prices adds nothing to any line', () => {
    const { lines } = billDues({
      lines: [line('a', 10_500)],
      discountMinor: 0,
      charges: [],
      taxes: [rate('GST', 500, { inclusive: true })],
      rounding: 'NONE',
    });
    expect(lines.map((l) => l.due)).toEqual([10_500]);
  });

  it('a fixed cover charge on free items is still owed by them', () => {
    const { bill, lines } = billDues({
      lines: [line('water', 0), line('bread', 0)],
      discountMinor: 0,
      charges: [rate('Cover', 0, { kind: 'FIXED', fixedMinor: 5_001 })],
      taxes: [],
      rounding: 'NONE',
    });
    expect(bill.payableAmount).toBe(5_001);
    expect(lines.map((l) => l.due)).toEqual([2_501, 2_500]);
  });

  it('leaves cancelled lines off, as the bill does', () => {
    const { lines } = billDues({
      lines: [line('a', 10_000), line('gone', 5_000, 0)],
      discountMinor: 0,
      charges: [],
      taxes: [],
    });
    expect(lines.map((l) => l.key)).toEqual(['a']);
  });

  it('refuses two lines with one key: a claim could not tell them apart', () => {
    expect(() =>
      billDues({ lines: [line('a', 1), line('a', 2)], discountMinor: 0, charges: [], taxes: [] }),
    ).toThrow(RangeError);
  });
});
