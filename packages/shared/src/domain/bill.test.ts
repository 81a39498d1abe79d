import { describe, expect, it } from 'vitest';
import {
  type Bill,
  type BillInput,
  type BillLineInput,
  type BillRate,
  computeBill,
  isBillEmpty,
  lineAmount,
} from './bill';

const line = (
  quantity: number,
  unitPriceMinor: number,
  modifiers: BillLineInput['modifiers'] = [],
  name = 'Item',
): BillLineInput => ({ name, servingSizeName: 'Regular', quantity, unitPriceMinor, modifiers });

// The demo restaurant: service charge 7.5%, CGST 2.5%, SGST 2.5%.
const DEMO_CHARGES: BillRate[] = [{ name: 'Service Charge', rateBasisPoints: 750 }];
const DEMO_TAXES: BillRate[] = [
  { name: 'CGST', rateBasisPoints: 250 },
  { name: 'SGST', rateBasisPoints: 250 },
];

describe('lineAmount: add-ons are priced per unit of the item', () => {
  it.each<[string, BillLineInput, number]>([
    ['plain', line(2, 35000), 70000],
    ['one add-on', line(2, 35000, [{ unitPriceMinor: 4000, quantity: 1 }]), 78000],
    [
      'two shots on each of three coffees',
      line(3, 15000, [{ unitPriceMinor: 3000, quantity: 2 }]),
      63000,
    ],
    [
      'several add-ons, one free',
      line(1, 20000, [
        { unitPriceMinor: 2500, quantity: 1 },
        { unitPriceMinor: 0, quantity: 1 },
        { unitPriceMinor: 1000, quantity: 3 },
      ]),
      25500,
    ],
    ['zero quantity', line(0, 35000, [{ unitPriceMinor: 4000, quantity: 1 }]), 0],
  ])('%s -> %i', (_, input, expected) => {
    expect(lineAmount(input)).toBe(expected);
  });

  it.each<[string, BillLineInput]>([
    ['a fractional price', line(1, 100.5)],
    ['a negative quantity', line(-1, 100)],
    ['a negative add-on price', line(1, 100, [{ unitPriceMinor: -1, quantity: 1 }])],
    ['a fractional add-on quantity', line(1, 100, [{ unitPriceMinor: 10, quantity: 0.5 }])],
  ])('rejects %s', (_, input) => {
    expect(() => lineAmount(input)).toThrow(RangeError);
  });
});

describe('computeBill (hand-computed)', () => {
  const order = [
    // 2 x (350.00 + 40.00) = 780.00
    line(2, 35000, [{ unitPriceMinor: 4000, quantity: 1 }], 'Paneer Tikka'),
    // 3 x 300.00 = 900.00
    line(3, 30000, [], 'Lager'),
  ];

  it.each<[string, BillInput, Omit<Bill, 'lines'>]>([
    [
      // 1680.00; charge 126.00; tax base 1806.00 -> 45.15 each; 1896.30 -> 1896.00
      'demo rates, no discount',
      { lines: order, discountMinor: 0, charges: DEMO_CHARGES, taxes: DEMO_TAXES },
      {
        subTotal: 168000,
        discountAmount: 0,
        charges: [{ name: 'Service Charge', rate: 750, amount: 12600 }],
        taxSummary: [
          { name: 'CGST', rate: 250, amount: 4515 },
          { name: 'SGST', rate: 250, amount: 4515 },
        ],
        totalCharge: 12600,
        totalTax: 9030,
        roundOff: -30,
        payableAmount: 189600,
      },
    ],
    [
      // 1680.00 - 100.00 = 1580.00; charge 118.50; tax base 1698.50 -> 42.4625 -> 42.46 each;
      // 1698.50 + 84.92 = 1783.42 -> 1783.00
      'demo rates with a discount',
      { lines: order, discountMinor: 10000, charges: DEMO_CHARGES, taxes: DEMO_TAXES },
      {
        subTotal: 168000,
        discountAmount: 10000,
        charges: [{ name: 'Service Charge', rate: 750, amount: 11850 }],
        taxSummary: [
          { name: 'CGST', rate: 250, amount: 4246 },
          { name: 'SGST', rate: 250, amount: 4246 },
        ],
        totalCharge: 11850,
        totalTax: 8492,
        roundOff: -42,
        payableAmount: 178300,
      },
    ],
    [
      // 10.10; charge 0.7575 -> 0.76 (half up); tax base 10.86 -> 0.2715 -> 0.27 each;
      // 10.86 + 0.54 = 11.40 -> 11.00
      'charges round half up to the paisa',
      { lines: [line(1, 1010)], discountMinor: 0, charges: DEMO_CHARGES, taxes: DEMO_TAXES },
      {
        subTotal: 1010,
        discountAmount: 0,
        charges: [{ name: 'Service Charge', rate: 750, amount: 76 }],
        taxSummary: [
          { name: 'CGST', rate: 250, amount: 27 },
          { name: 'SGST', rate: 250, amount: 27 },
        ],
        totalCharge: 76,
        totalTax: 54,
        roundOff: -40,
        payableAmount: 1100,
      },
    ],
    [
      // 1234.50 rounds up to 1235.00
      'a half rupee rounds up',
      { lines: [line(1, 123450)], discountMinor: 0, charges: [], taxes: [] },
      {
        subTotal: 123450,
        discountAmount: 0,
        charges: [],
        taxSummary: [],
        totalCharge: 0,
        totalTax: 0,
        roundOff: 50,
        payableAmount: 123500,
      },
    ],
    [
      // 1234.40 rounds down to 1234.00
      'under half a rupee rounds down',
      { lines: [line(1, 123440)], discountMinor: 0, charges: [], taxes: [] },
      {
        subTotal: 123440,
        discountAmount: 0,
        charges: [],
        taxSummary: [],
        totalCharge: 0,
        totalTax: 0,
        roundOff: -40,
        payableAmount: 123400,
      },
    ],
    [
      'a discount above the subtotal is capped there',
      { lines: [line(1, 50000)], discountMinor: 60000, charges: DEMO_CHARGES, taxes: DEMO_TAXES },
      {
        subTotal: 50000,
        discountAmount: 50000,
        charges: [{ name: 'Service Charge', rate: 750, amount: 0 }],
        taxSummary: [
          { name: 'CGST', rate: 250, amount: 0 },
          { name: 'SGST', rate: 250, amount: 0 },
        ],
        totalCharge: 0,
        totalTax: 0,
        roundOff: 0,
        payableAmount: 0,
      },
    ],
    [
      'a negative discount counts as none',
      { lines: [line(1, 10000)], discountMinor: -500, charges: [], taxes: [] },
      {
        subTotal: 10000,
        discountAmount: 0,
        charges: [],
        taxSummary: [],
        totalCharge: 0,
        totalTax: 0,
        roundOff: 0,
        payableAmount: 10000,
      },
    ],
  ])('%s', (_, input, expected) => {
    const { lines, ...totals } = computeBill(input);
    expect(totals).toEqual(expected);
    expect(lines).toHaveLength(input.lines.length);
  });

  it('lists each line with its amount and leaves zero-quantity lines off', () => {
    const bill = computeBill({
      lines: [...order, line(0, 9900, [], 'Cancelled Soup')],
      discountMinor: 0,
      charges: [],
      taxes: [],
    });
    expect(bill.lines).toEqual([
      { name: 'Paneer Tikka', servingSizeName: 'Regular', quantity: 2, amount: 78000 },
      { name: 'Lager', servingSizeName: 'Regular', quantity: 3, amount: 90000 },
    ]);
    expect(bill.subTotal).toBe(168000);
  });

  it.each<[string, Partial<BillInput>]>([
    ['a fractional discount', { discountMinor: 10.5 }],
    ['a NaN discount', { discountMinor: Number.NaN }],
    ['a fractional rate', { charges: [{ name: 'Service Charge', rateBasisPoints: 7.5 }] }],
    ['a negative tax rate', { taxes: [{ name: 'CGST', rateBasisPoints: -250 }] }],
  ])('rejects %s', (_, change) => {
    const input: BillInput = { lines: order, discountMinor: 0, charges: [], taxes: [], ...change };
    expect(() => computeBill(input)).toThrow(RangeError);
  });
});

describe('isBillEmpty', () => {
  it.each<[string, BillLineInput[], boolean]>([
    ['no lines', [], true],
    ['only zero-quantity lines', [line(0, 10000)], true],
    ['one line', [line(1, 10000)], false],
  ])('%s -> %s', (_, lines, expected) => {
    const bill = computeBill({ lines, discountMinor: 0, charges: DEMO_CHARGES, taxes: DEMO_TAXES });
    expect(isBillEmpty(bill)).toBe(expected);
  });

  it('gives an empty bill all-zero totals', () => {
    const bill = computeBill({ lines: [], discountMinor: 0, charges: [], taxes: [] });
    expect(bill).toEqual({
      lines: [],
      subTotal: 0,
      discountAmount: 0,
      charges: [],
      taxSummary: [],
      totalCharge: 0,
      totalTax: 0,
      roundOff: 0,
      payableAmount: 0,
    });
  });
});
