// Properties of the shared bill arithmetic under issue 14's rules, over random bills (fast-check
// is the server's test dependency, so the property test lives here).
import { type BillInput, type BillRate, computeBill } from '@tableside/shared/domain/bill';
import { spreadDiscount } from '@tableside/shared/domain/bill-rules';
import { percentOf } from '@tableside/shared/domain/money';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

const CATEGORIES = [1, 2, 3];

const line = fc.record({
  name: fc.constant('Item'),
  servingSizeName: fc.constant(null),
  quantity: fc.integer({ min: 0, max: 6 }),
  unitPriceMinor: fc.integer({ min: 0, max: 250_000 }),
  modifiers: fc.constant([]),
  categoryId: fc.constantFrom(null, ...CATEGORIES),
});

const rateRule = fc.record({
  name: fc.constant('Rate'),
  rateBasisPoints: fc.integer({ min: 0, max: 3_000 }),
});

const anyRule: fc.Arbitrary<BillRate> = fc.oneof(
  rateRule.chain((rule) =>
    fc.record({
      name: fc.constant(rule.name),
      rateBasisPoints: fc.constant(rule.rateBasisPoints),
      kind: fc.constant('RATE' as const),
      categoryIds: fc.subarray(CATEGORIES),
      inclusive: fc.boolean(),
    }),
  ),
  fc.record({
    name: fc.constant('Fixed'),
    rateBasisPoints: fc.constant(0),
    kind: fc.constant('FIXED' as const),
    fixedMinor: fc.integer({ min: 0, max: 50_000 }),
    categoryIds: fc.subarray(CATEGORIES),
  }),
);

const bill = (rules: fc.Arbitrary<BillRate>) =>
  fc.record({
    lines: fc.array(line, { maxLength: 8 }),
    discountMinor: fc.integer({ min: 0, max: 300_000 }),
    charges: fc.array(rules, { maxLength: 3 }),
    taxes: fc.array(rules, { maxLength: 3 }),
    rounding: fc.constantFrom('RUPEE' as const, 'NONE' as const),
  });

describe('the bill under any rules', () => {
  it('adds up: payable = subtotal - discount + added charges and taxes + round-off', () => {
    fc.assert(
      fc.property(bill(anyRule), (input: BillInput) => {
        const b = computeBill(input);
        const unrounded = b.subTotal - b.discountAmount + b.totalCharge + b.totalTax;
        expect(b.payableAmount).toBe(unrounded + b.roundOff);
        const added = (rows: typeof b.charges) =>
          rows.filter((r) => !r.inclusive).reduce((sum, r) => sum + r.amount, 0);
        expect(b.totalCharge).toBe(added(b.charges));
        expect(b.totalTax).toBe(added(b.taxSummary));
        if (input.rounding === 'NONE') expect(b.roundOff).toBe(0);
        else expect(Math.abs(b.roundOff)).toBeLessThanOrEqual(50);
      }),
    );
  });

  it('never changes the payable for a rule inside the prices', () => {
    fc.assert(
      fc.property(bill(anyRule), rateRule, (input: BillInput, extra) => {
        const inside = { ...extra, inclusive: true };
        const without = computeBill(input).payableAmount;
        expect(computeBill({ ...input, taxes: [...input.taxes, inside] }).payableAmount).toBe(
          without,
        );
      }),
    );
  });

  it("is the spec's bill for rates on all items, added, rounded to the rupee", () => {
    fc.assert(
      fc.property(bill(rateRule), (input: BillInput) => {
        const b = computeBill({ ...input, rounding: 'RUPEE' });
        const base = b.subTotal - b.discountAmount;
        const charges = input.charges.map((c) => percentOf(base, c.rateBasisPoints));
        const totalCharge = charges.reduce((s, a) => s + a, 0);
        const taxes = input.taxes.map((t) => percentOf(base + totalCharge, t.rateBasisPoints));
        const unrounded = base + totalCharge + taxes.reduce((s, a) => s + a, 0);
        expect(b.charges.map((c) => c.amount)).toEqual(charges);
        expect(b.taxSummary.map((t) => t.amount)).toEqual(taxes);
        expect(b.payableAmount).toBe(Math.floor((unrounded + 50) / 100) * 100);
      }),
    );
  });

  it('spreads a discount exactly, never more than a line', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 10 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (amounts, wanted) => {
          const discount = Math.min(
            wanted,
            amounts.reduce((s, a) => s + a, 0),
          );
          const shares = spreadDiscount(amounts, discount);
          expect(shares.reduce((s, a) => s + a, 0)).toBe(discount);
          expect(shares.every((share, i) => share <= (amounts[i] ?? 0))).toBe(true);
        },
      ),
    );
  });
});
