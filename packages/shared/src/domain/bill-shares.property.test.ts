// Property-based tests of the split-bill rule (issue 17): whatever the bill (discounts, charges
// and taxes of every kind, rounding) and whatever the guests do, the shares add up to the bill
// to the paisa, never beyond it, and no line is paid for more than once.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lineClaimStates, unclaimedFraction } from './bill-claims';
import { type BillDues, billDues, type SplitBillInput } from './bill-dues';
import { exact, minus, toFraction } from './bill-fraction';
import type { BillRate } from './bill-rules';
import { type CommittedShare, shareTotals } from './bill-share-state';
import { quoteShare, type ShareRequest } from './bill-shares';
import { quoteTip } from './bill-tips';

const CATEGORIES = [1, 2, 3];

const arbRule: fc.Arbitrary<BillRate> = fc
  .record({
    name: fc.constantFrom('Service', 'GST', 'VAT', 'Cover'),
    rateBasisPoints: fc.integer({ min: 0, max: 3_000 }),
    kind: fc.constantFrom('RATE' as const, 'FIXED' as const),
    fixedMinor: fc.integer({ min: 0, max: 20_000 }),
    categoryIds: fc.subarray(CATEGORIES),
    inclusive: fc.boolean(),
  })
  .map((rule) => (rule.kind === 'FIXED' ? { ...rule, inclusive: false } : rule));

const arbBill: fc.Arbitrary<SplitBillInput> = fc.record({
  lines: fc
    .array(
      fc.record({
        quantity: fc.integer({ min: 0, max: 4 }),
        unitPriceMinor: fc.oneof(
          fc.integer({ min: 0, max: 300_000 }),
          fc.integer({ min: 0, max: 99 }),
        ),
        modifiers: fc.array(
          fc.record({
            unitPriceMinor: fc.integer({ min: 0, max: 5_000 }),
            quantity: fc.integer({ min: 0, max: 3 }),
          }),
          { maxLength: 2 },
        ),
        categoryPath: fc.subarray(CATEGORIES, { maxLength: 2 }),
      }),
      { minLength: 1, maxLength: 6 },
    )
    .map((lines) =>
      lines.map((line, i) => ({ ...line, key: `L${i}`, name: `Item ${i}`, servingSizeName: null })),
    ),
  discountMinor: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 700_000 })),
  charges: fc.array(arbRule, { maxLength: 2 }),
  taxes: fc.array(arbRule, { maxLength: 3 }),
  rounding: fc.constantFrom('RUPEE' as const, 'NONE' as const),
});

/** A guest's move, read against the table's state when it is made. */
const arbMove = fc.record({
  way: fc.constantFrom('REMAINING', 'EQUAL', 'ITEMS', 'AMOUNT'),
  parts: fc.integer({ min: 2, max: 6 }),
  claims: fc.array(
    fc.record({
      line: fc.nat(),
      denominator: fc.constantFrom(1, 2, 3, 4, 6),
      numerator: fc.integer({ min: 1, max: 6 }),
    }),
    { minLength: 1, maxLength: 3 },
  ),
  share: fc.double({ min: 0, max: 1.2, noNaN: true }),
  status: fc.constantFrom('HELD' as const, 'PAID' as const),
  /** A held share's gateway session fails after this move. */
  release: fc.option(fc.nat(), { nil: undefined }),
});

function requestOf(move: Move, dues: BillDues, available: number): ShareRequest {
  switch (move.way) {
    case 'REMAINING':
      return { way: 'REMAINING' };
    case 'EQUAL':
      return { way: 'EQUAL', parts: move.parts };
    case 'AMOUNT':
      return { way: 'AMOUNT', amountMinor: Math.max(1, Math.round(available * move.share)) };
    default: {
      const keys = dues.lines.map((line) => line.key);
      return {
        way: 'ITEMS',
        claims: move.claims.map((claim) => ({
          lineKey: keys[claim.line % Math.max(keys.length, 1)] ?? 'none',
          numerator: Math.min(claim.numerator, claim.denominator),
          denominator: claim.denominator,
        })),
      };
    }
  }
}

type Move = typeof arbMove extends fc.Arbitrary<infer M> ? M : never;

const committedSum = (shares: readonly CommittedShare[]) =>
  shares.reduce((sum, s) => sum + s.amountMinor, 0);

/** What a line's committed claims come to, and that no line is claimed beyond the whole. */
function expectLinesWithinThemselves(dues: BillDues, shares: readonly CommittedShare[]) {
  for (const line of lineClaimStates(dues.lines, shares).values()) {
    expect(line.claimed.n <= line.claimed.d).toBe(true);
    expect(line.worthMinor).toBeLessThanOrEqual(line.due);
    expect(line.holders.reduce((sum, h) => sum + h.worthMinor, 0)).toBe(line.worthMinor);
  }
}

/** Every part of every line still free, as one claim set. */
function claimEverythingLeft(dues: BillDues, shares: readonly CommittedShare[]) {
  return [...lineClaimStates(dues.lines, shares).values()]
    .filter((line) => line.claimed.n < line.claimed.d)
    .map((line) => ({ lineKey: line.key, ...toFraction(unclaimedFraction(line)) }));
}

describe('line dues', () => {
  it('add up to the payable exactly and are never negative, for any bill', () => {
    fc.assert(
      fc.property(arbBill, (input) => {
        const { bill, lines } = billDues(input);
        expect(lines.reduce((sum, line) => sum + line.due, 0)).toBe(bill.payableAmount);
        for (const line of lines) expect(line.due).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 500 },
    );
  });
});

describe('any sequence of shares', () => {
  it('never takes more than is available, and finishing the bill pays it to the paisa', () => {
    fc.assert(
      fc.property(arbBill, fc.array(arbMove, { maxLength: 12 }), (input, moves) => {
        const dues = billDues(input);
        const payable = dues.bill.payableAmount;
        const shares: CommittedShare[] = [];
        for (const move of moves) {
          const available = shareTotals(payable, shares).availableMinor;
          const request = requestOf(move, dues, available);
          const quote = quoteShare(dues, shares, request);
          if (quote.ok) {
            expect(quote.amountMinor).toBeGreaterThan(0);
            expect(quote.amountMinor).toBeLessThanOrEqual(available);
            const { ok: _, ...committed } = quote;
            shares.push({ ...committed, way: request.way, status: move.status });
          }
          if (move.release !== undefined) {
            const held = shares.flatMap((share, index) => (share.status === 'HELD' ? [index] : []));
            const index = held[move.release % Math.max(held.length, 1)];
            if (index !== undefined) shares.splice(index, 1);
          }
          expect(committedSum(shares)).toBeLessThanOrEqual(payable);
          expectLinesWithinThemselves(dues, shares);
        }
        // The open sessions are paid; someone claims every item left, then whoever pays the rest.
        for (const share of shares) share.status = 'PAID';
        const claims = claimEverythingLeft(dues, shares);
        const last: ShareRequest[] = claims.length > 0 ? [{ way: 'ITEMS', claims }] : [];
        for (const request of [...last, { way: 'REMAINING' } as const]) {
          const quote = quoteShare(dues, shares, request);
          if (!quote.ok) continue;
          shares.push({ ...quote, way: request.way, status: 'PAID' });
          // Claiming every item left pays exactly what is left: nothing more for anyone.
          expect(shareTotals(payable, shares).availableMinor).toBe(0);
        }
        expect(committedSum(shares)).toBe(payable);
        expect(shareTotals(payable, shares).settled).toBe(payable > 0);
      }),
      { numRuns: 400 },
    );
  });

  it('paying item by item, in any fractions and order, pays exactly each line and the bill', () => {
    const arbPieces = fc.array(
      fc
        .constantFrom(1, 2, 3, 4, 6)
        .chain((d) => fc.tuple(fc.constant(d), fc.integer({ min: 1, max: d }))),
      {
        minLength: 1,
        maxLength: 4,
      },
    );
    fc.assert(
      fc.property(
        arbBill,
        fc.array(arbPieces, { minLength: 6, maxLength: 6 }),
        fc.nat(),
        (input, pieces, seed) => {
          const dues = billDues(input);
          // Each line cut into pieces whose fractions add up to 1: a/d, b/d, ... and the rest.
          const claims = dues.lines.flatMap((line, i) => {
            let left = exact({ numerator: 1, denominator: 1 });
            const cuts = (pieces[i] ?? []).flatMap(([d, n]) => {
              const f = exact({ numerator: n, denominator: d * 2 });
              if (minus(left, f).n <= 0n) return [];
              left = minus(left, f);
              return [{ lineKey: line.key, ...toFraction(f) }];
            });
            return [...cuts, { lineKey: line.key, ...toFraction(left) }];
          });
          const order = claims
            .map((claim, i) => ({ claim, rank: (i * 7919 + seed) % 101 }))
            .sort((a, b) => a.rank - b.rank);
          const shares: CommittedShare[] = [];
          for (const { claim } of order) {
            const quote = quoteShare(dues, shares, { way: 'ITEMS', claims: [claim] });
            if (quote.ok) shares.push({ ...quote, way: 'ITEMS', status: 'PAID' });
            else expect(quote.problem).toBe('nothing-to-pay'); // a part worth 0 paise
          }
          // A part refused as worth 0 paise stays unclaimed (a third of a 1-paisa line): whoever
          // claims what is left of the lines then pays exactly what nobody has.
          const rest = claimEverythingLeft(dues, shares);
          if (rest.length > 0) {
            const quote = quoteShare(dues, shares, { way: 'ITEMS', claims: rest });
            if (quote.ok) shares.push({ ...quote, way: 'ITEMS', status: 'PAID' });
          }
          expect(committedSum(shares)).toBe(dues.bill.payableAmount);
          for (const line of lineClaimStates(dues.lines, shares).values()) {
            expect(line.holders.reduce((sum, h) => sum + h.worthMinor, 0)).toBe(line.due);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('an equal split of N gives N-1 equal parts and the last takes the rounding', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5_000_000 }),
        fc.integer({ min: 2, max: 30 }),
        (payable, parts) => {
          fc.pre(payable >= parts);
          const dues = billDues({
            lines: [
              {
                key: 'all',
                name: 'All',
                servingSizeName: null,
                quantity: 1,
                unitPriceMinor: payable,
                modifiers: [],
              },
            ],
            discountMinor: 0,
            charges: [],
            taxes: [],
            rounding: 'NONE',
          });
          const shares: CommittedShare[] = [];
          for (let i = 0; i < parts; i += 1) {
            const quote = quoteShare(dues, shares, { way: 'EQUAL', parts });
            if (!quote.ok) throw new Error(quote.problem);
            shares.push({ ...quote, way: 'EQUAL', status: 'PAID' });
          }
          const amounts = shares.map((share) => share.amountMinor);
          const part = Math.floor(payable / parts);
          expect(amounts.slice(0, -1)).toEqual(Array(parts - 1).fill(part));
          expect(amounts.at(-1)).toBe(payable - part * (parts - 1));
        },
      ),
    );
  });
});

describe('tips', () => {
  it('are the percentage of the share to within half a paisa', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2_000_000_000 }),
        fc.constantFrom(0, 5, 10, 15),
        (share, percent) => {
          const quote = quoteTip(share, { kind: 'PERCENT', percent: percent as 0 | 5 | 10 | 15 });
          if (!quote.ok) throw new Error(quote.problem);
          expect(Math.abs(quote.tipMinor * 100 - share * percent)).toBeLessThanOrEqual(50);
        },
      ),
    );
  });
});
