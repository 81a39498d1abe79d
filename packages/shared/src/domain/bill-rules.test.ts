import { describe, expect, it } from 'vitest';
import { type BillInput, type BillLineInput, computeBill } from './bill';
import { type BillRate, spreadDiscount } from './bill-rules';

const FOOD = 1;
const BAR = 2;

const line = (unitPriceMinor: number, categoryId: number | null, quantity = 1): BillLineInput => ({
  name: `Item ${unitPriceMinor}`,
  servingSizeName: null,
  quantity,
  unitPriceMinor,
  modifiers: [],
  categoryId,
});

const bill = (patch: Partial<BillInput>) => {
  const { lines: _, ...totals } = computeBill({
    lines: [line(100_000, FOOD), line(50_000, BAR)],
    discountMinor: 0,
    charges: [],
    taxes: [],
    ...patch,
  });
  return totals;
};

const rate = (name: string, rateBasisPoints: number, more: Partial<BillRate> = {}): BillRate => ({
  name,
  rateBasisPoints,
  ...more,
});

describe('rules limited to categories', () => {
  it('charge only their items; a tax on every item also takes the charge', () => {
    // Food 1000 + bar 500; service 10% of food = 100; GST 5% of 1500 + 100 = 80.
    expect(
      bill({
        charges: [rate('Service', 1000, { categoryIds: [FOOD] })],
        taxes: [rate('GST', 500)],
      }),
    ).toMatchObject({
      charges: [{ name: 'Service', rate: 1000, amount: 10_000 }],
      taxSummary: [{ name: 'GST', rate: 500, amount: 8_000 }],
      totalCharge: 10_000,
      totalTax: 8_000,
      payableAmount: 168_000,
    });
  });

  it('cover the items of their sub-categories through the line’s category path', () => {
    const KEBABS = 3;
    // A kebab (300, filed under a sub-category of food) and a beer (500, at the bar's top).
    const lines = [
      { ...line(30_000, null), categoryPath: [KEBABS, FOOD] },
      { ...line(50_000, BAR), categoryPath: [BAR] },
    ];
    // Service 10% on food's 300 = 30; the path is read, not the (absent) categoryId.
    expect(
      bill({ lines, charges: [rate('Service', 1000, { categoryIds: [FOOD] })] }),
    ).toMatchObject({ charges: [{ name: 'Service', amount: 3_000 }], payableAmount: 83_000 });
    // A rule on the sub-category alone leaves the parent's other items off.
    expect(
      bill({ lines, taxes: [rate('Grill cess', 1000, { categoryIds: [KEBABS] })] }),
    ).toMatchObject({ taxSummary: [{ name: 'Grill cess', amount: 3_000 }] });
  });

  it('tax their items and those items’ part of a charge on every item', () => {
    // Service 10% of 1500 = 150, of which the bar's part is 50: VAT 20% of 550 = 110;
    // GST 5% of food's 1000 + 100 = 55. 1500 + 150 + 110 + 55 = 1815.
    expect(
      bill({
        charges: [rate('Service', 1000)],
        taxes: [
          rate('VAT', 2000, { categoryIds: [BAR] }),
          rate('GST', 500, { categoryIds: [FOOD] }),
        ],
      }),
    ).toMatchObject({
      taxSummary: [
        { name: 'VAT', amount: 11_000 },
        { name: 'GST', amount: 5_500 },
      ],
      totalTax: 16_500,
      payableAmount: 181_500,
    });
  });

  it('read their items after their share of the discount', () => {
    // A 150 discount on 1000 + 500 takes 100 off food: service 10% of 900 = 90.
    expect(
      bill({ discountMinor: 15_000, charges: [rate('Service', 1000, { categoryIds: [FOOD] })] }),
    ).toMatchObject({ charges: [{ amount: 9_000 }], payableAmount: 144_000 });
  });

  it('stay off a bill with none of their items', () => {
    const totals = bill({
      lines: [line(50_000, BAR)],
      charges: [rate('Kitchen', 500, { categoryIds: [FOOD] })],
      taxes: [rate('Food GST', 500, { categoryIds: [FOOD] }), rate('Cess', 100)],
    });
    expect(totals.charges).toEqual([]);
    expect(totals.taxSummary).toEqual([{ name: 'Cess', rate: 100, amount: 500 }]);
  });
});

describe('fixed amounts', () => {
  it('are added once per bill, without a rate, and taxed like any charge', () => {
    // 1500 + cover 50 = 1550; GST 5% = 77.50; 1627.50 -> 1628.
    expect(
      bill({
        charges: [rate('Cover', 0, { kind: 'FIXED', fixedMinor: 5_000 })],
        taxes: [rate('GST', 500)],
      }),
    ).toMatchObject({
      charges: [{ name: 'Cover', rate: 0, amount: 5_000, fixed: true }],
      taxSummary: [{ amount: 7_750 }],
      totalCharge: 5_000,
      payableAmount: 162_800,
    });
  });

  it('are nothing on a bill without their items', () => {
    const cover = rate('Cover', 0, { kind: 'FIXED', fixedMinor: 5_000 });
    expect(bill({ lines: [], charges: [cover] }).charges).toEqual([
      { name: 'Cover', rate: 0, amount: 0, fixed: true },
    ]);
    const barOnly = rate('Corkage', 0, { kind: 'FIXED', fixedMinor: 20_000, categoryIds: [BAR] });
    expect(bill({ lines: [line(10_000, FOOD)], charges: [barOnly] }).charges).toEqual([]);
  });

  it('cannot be inside the prices', () => {
    const wrong = rate('Cover', 0, { kind: 'FIXED', fixedMinor: 100, inclusive: true });
    expect(() => bill({ charges: [wrong] })).toThrow(RangeError);
  });
});

describe('rules inside the prices (inclusive)', () => {
  it('are shown as the part of the price they are, and not added', () => {
    // 1050 holds 1000 + 5%: GST is 50, the payable stays 1050.
    expect(
      bill({ lines: [line(105_000, FOOD)], taxes: [rate('GST', 500, { inclusive: true })] }),
    ).toEqual({
      subTotal: 105_000,
      discountAmount: 0,
      charges: [],
      taxSummary: [{ name: 'GST', rate: 500, amount: 5_000, inclusive: true }],
      totalCharge: 0,
      totalTax: 0,
      roundOff: 0,
      payableAmount: 105_000,
    });
  });

  it('share the price with each other', () => {
    // 1050 = 1000 + 2.5% + 2.5%: 25 each, not 1050 x 2.5 / 102.5 = 25.61.
    const totals = bill({
      lines: [line(105_000, FOOD)],
      taxes: [rate('CGST', 250, { inclusive: true }), rate('SGST', 250, { inclusive: true })],
    });
    expect(totals.taxSummary.map((t) => t.amount)).toEqual([2_500, 2_500]);
  });

  it('leave the added rules on the menu price', () => {
    // Inclusive GST on 1050; service 10% of 1050 = 105 is added: 1155.
    expect(
      bill({
        lines: [line(105_000, FOOD)],
        charges: [rate('Service', 1000)],
        taxes: [rate('GST', 500, { inclusive: true })],
      }),
    ).toMatchObject({ totalCharge: 10_500, totalTax: 0, payableAmount: 115_500 });
  });

  it('apply to their categories only', () => {
    // Only the bar's 500 holds the 25% excise: 500 x 25 / 125 = 100.
    const totals = bill({ taxes: [rate('Excise', 2500, { inclusive: true, categoryIds: [BAR] })] });
    expect(totals.taxSummary).toEqual([
      { name: 'Excise', rate: 2500, amount: 10_000, inclusive: true },
    ]);
    expect(totals.payableAmount).toBe(150_000);
  });
});

describe('rounding', () => {
  it("'NONE' keeps the paise and has no round-off", () => {
    expect(bill({ lines: [line(123_440, null)], rounding: 'NONE' })).toMatchObject({
      roundOff: 0,
      payableAmount: 123_440,
    });
  });

  it("'RUPEE' is the spec's round-off to the nearest rupee", () => {
    expect(bill({ lines: [line(123_450, null)], rounding: 'RUPEE' })).toMatchObject({
      roundOff: 50,
      payableAmount: 123_500,
    });
  });
});

describe('spreadDiscount', () => {
  it('spreads by amount, the leftover paise to the largest remainders, adding up exactly', () => {
    expect(spreadDiscount([100_000, 50_000], 15_000)).toEqual([10_000, 5_000]);
    expect(spreadDiscount([1, 1, 1], 2)).toEqual([1, 1, 0]);
    expect(spreadDiscount([300, 700], 1)).toEqual([0, 1]);
    expect(spreadDiscount([0, 0], 0)).toEqual([0, 0]);
  });
});
