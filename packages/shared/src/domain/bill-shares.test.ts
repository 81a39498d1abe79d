import { describe, expect, it } from 'vitest';
import { lineClaimStates } from './bill-claims';
import { type BillDues, billDues, type SplitLineInput } from './bill-dues';
import { type Claim, type CommittedShare, shareTotals } from './bill-share-state';
import { quoteShare, type ShareRequest } from './bill-shares';

const line = (key: string, unitPriceMinor: number, quantity = 1): SplitLineInput => ({
  key,
  name: key,
  servingSizeName: null,
  quantity,
  unitPriceMinor,
  modifiers: [],
});

const plainBill = (...lines: SplitLineInput[]) =>
  billDues({ lines, discountMinor: 0, charges: [], taxes: [], rounding: 'NONE' });

const whole = (lineKey: string): Claim => ({ lineKey, numerator: 1, denominator: 1 });
const part = (lineKey: string, numerator: number, denominator: number): Claim => ({
  lineKey,
  numerator,
  denominator,
});

/** Quotes each request and commits it as `status`, as the server would: the amounts quoted. */
function pay(
  dues: BillDues,
  requests: readonly ShareRequest[],
  shares: CommittedShare[] = [],
  status: CommittedShare['status'] = 'PAID',
): number[] {
  return requests.map((request) => {
    const quote = quoteShare(dues, shares, request);
    if (!quote.ok) throw new Error(`refused: ${quote.problem}`);
    const { ok: _, ...committed } = quote;
    shares.push({ ...committed, way: request.way, status });
    return quote.amountMinor;
  });
}

const EQUAL_3: ShareRequest = { way: 'EQUAL', parts: 3 };

describe('splitting equally', () => {
  it('₹1,000 among 3 is 333.33, 333.33 and 333.34', () => {
    expect(pay(plainBill(line('thali', 100_000)), [EQUAL_3, EQUAL_3, EQUAL_3])).toEqual([
      33_333, 33_333, 33_334,
    ]);
  });

  it('the table keeps to the split it started: another N is refused, a fourth part too', () => {
    const dues = plainBill(line('thali', 100_000));
    const shares: CommittedShare[] = [];
    pay(dues, [EQUAL_3], shares);
    expect(quoteShare(dues, shares, { way: 'EQUAL', parts: 4 })).toEqual({
      ok: false,
      problem: 'split-differs',
    });
    pay(dues, [EQUAL_3, EQUAL_3], shares);
    expect(quoteShare(dues, shares, EQUAL_3)).toEqual({ ok: false, problem: 'split-complete' });
  });

  it('a custom amount paid meanwhile comes off the last part', () => {
    const dues = plainBill(line('thali', 90_000));
    const shares: CommittedShare[] = [];
    const amounts = pay(
      dues,
      [EQUAL_3, { way: 'AMOUNT', amountMinor: 10_000 }, EQUAL_3, EQUAL_3],
      shares,
    );
    expect(amounts).toEqual([30_000, 10_000, 30_000, 20_000]);
  });

  it('a part whose payment failed is offered to the next guest', () => {
    const dues = plainBill(line('thali', 100_000));
    const shares: CommittedShare[] = [];
    pay(dues, [EQUAL_3], shares, 'HELD');
    pay(dues, [EQUAL_3, EQUAL_3], shares);
    shares.shift(); // the first guest's gateway session failed: the hold is released
    expect(pay(dues, [EQUAL_3], shares)).toEqual([33_333]);
  });

  it('refuses 1 part and more than 30', () => {
    const dues = plainBill(line('thali', 100_000));
    for (const parts of [1, 31, 2.5]) {
      expect(quoteShare(dues, [], { way: 'EQUAL', parts })).toEqual({
        ok: false,
        problem: 'bad-parts',
      });
    }
  });
});

describe('paying for items', () => {
  it('each guest pays their own dishes with their part of service and GST', () => {
    const dues = billDues({
      lines: [line('biryani', 40_000), line('coffee', 15_000, 2), line('beer', 30_000)],
      discountMinor: 0,
      charges: [{ name: 'Service Charge', rateBasisPoints: 750 }],
      taxes: [
        { name: 'CGST', rateBasisPoints: 250 },
        { name: 'SGST', rateBasisPoints: 250 },
      ],
    });
    const amounts = pay(dues, [
      { way: 'ITEMS', claims: [whole('beer')] },
      { way: 'ITEMS', claims: [whole('biryani'), part('coffee', 1, 2)] },
      { way: 'ITEMS', claims: [part('coffee', 1, 2)] },
    ]);
    // Dues: biryani 451.60, coffee 338.71, beer 338.69; the half that completes the coffee
    // line takes its odd paisa.
    expect(amounts).toEqual([33_869, 45_160 + 16_936, 16_935]);
    expect(amounts.reduce((a, b) => a + b)).toBe(dues.bill.payableAmount);
  });

  it('a pizza shared three ways: the third that completes it takes the rounding', () => {
    const dues = plainBill(line('pizza', 10_001));
    const third = { way: 'ITEMS', claims: [part('pizza', 1, 3)] } as const;
    expect(pay(dues, [third, third, third])).toEqual([3_334, 3_334, 3_333]);
  });

  it('a line cannot be claimed beyond the whole of it', () => {
    const dues = plainBill(line('pizza', 60_000));
    const shares: CommittedShare[] = [];
    pay(dues, [{ way: 'ITEMS', claims: [part('pizza', 2, 3)] }], shares);
    expect(quoteShare(dues, shares, { way: 'ITEMS', claims: [part('pizza', 1, 2)] })).toEqual({
      ok: false,
      problem: 'over-claimed',
    });
    expect(pay(dues, [{ way: 'ITEMS', claims: [part('pizza', 1, 3)] }], shares)).toEqual([20_000]);
  });

  it('items held by an open payment are shown as being paid by that guest and cannot be taken', () => {
    const dues = plainBill(line('pizza', 60_000), line('soup', 20_000));
    const shares: CommittedShare[] = [];
    pay(dues, [{ way: 'ITEMS', claims: [whole('pizza')] }], shares, 'HELD');
    const pizza = lineClaimStates(dues.lines, shares).get('pizza');
    expect(pizza?.holders).toEqual([
      { shareIndex: 0, status: 'HELD', fraction: { n: 1n, d: 1n }, worthMinor: 60_000 },
    ]);
    expect(quoteShare(dues, shares, { way: 'ITEMS', claims: [whole('pizza')] })).toEqual({
      ok: false,
      problem: 'over-claimed',
    });
    shares.pop(); // that payment failed or expired: the pizza is free again
    expect(pay(dues, [{ way: 'ITEMS', claims: [whole('pizza')] }], shares)).toEqual([60_000]);
  });

  it('an amount paid without naming items is credited to every unclaimed item in proportion', () => {
    const dues = plainBill(line('a', 50_000), line('b', 50_000));
    expect(
      pay(dues, [
        { way: 'AMOUNT', amountMinor: 60_000 },
        { way: 'ITEMS', claims: [whole('a')] },
        { way: 'ITEMS', claims: [whole('b')] },
      ]),
    ).toEqual([60_000, 20_000, 20_000]);
  });

  it('refuses unknown, repeated, empty and malformed claims', () => {
    const dues = plainBill(line('a', 50_000));
    const cases: [Claim[], string][] = [
      [[], 'no-items'],
      [[whole('nope')], 'unknown-line'],
      [[part('a', 1, 2), part('a', 1, 2)], 'duplicate-line'],
      [[part('a', 0, 2)], 'bad-fraction'],
      [[part('a', 3, 2)], 'bad-fraction'],
      [[part('a', 1, 1001)], 'bad-fraction'],
    ];
    for (const [claims, problem] of cases) {
      expect(quoteShare(dues, [], { way: 'ITEMS', claims })).toEqual({ ok: false, problem });
    }
  });
});

describe('no double payment, no overpayment', () => {
  it('two guests paying the last amount: the second is told there is nothing left', () => {
    const dues = plainBill(line('thali', 100_000));
    const shares: CommittedShare[] = [];
    pay(dues, [{ way: 'REMAINING' }], shares, 'HELD');
    expect(quoteShare(dues, shares, { way: 'REMAINING' })).toEqual({
      ok: false,
      problem: 'nothing-to-pay',
    });
    expect(quoteShare(dues, shares, { way: 'AMOUNT', amountMinor: 100 })).toEqual({
      ok: false,
      problem: 'nothing-to-pay',
    });
    shares.pop(); // the first payment failed: the second guest may pay it all
    expect(pay(dues, [{ way: 'REMAINING' }], shares)).toEqual([100_000]);
  });

  it('a custom amount is at most what remains, and more than 0', () => {
    const dues = plainBill(line('thali', 100_000));
    const shares: CommittedShare[] = [];
    pay(dues, [{ way: 'AMOUNT', amountMinor: 40_000 }], shares);
    expect(quoteShare(dues, shares, { way: 'AMOUNT', amountMinor: 60_001 })).toEqual({
      ok: false,
      problem: 'over-remaining',
    });
    for (const amountMinor of [0, -1, 0.5]) {
      expect(quoteShare(dues, shares, { way: 'AMOUNT', amountMinor })).toEqual({
        ok: false,
        problem: 'bad-amount',
      });
    }
    expect(pay(dues, [{ way: 'AMOUNT', amountMinor: 60_000 }], shares)).toEqual([60_000]);
  });
});

describe('paid so far and remaining', () => {
  it('count held shares apart from paid ones', () => {
    const dues = plainBill(line('thali', 100_000));
    const shares: CommittedShare[] = [];
    pay(dues, [EQUAL_3], shares);
    pay(dues, [EQUAL_3], shares, 'HELD');
    expect(shareTotals(100_000, shares)).toEqual({
      payableMinor: 100_000,
      paidMinor: 33_333,
      heldMinor: 33_333,
      remainingMinor: 66_667,
      availableMinor: 33_334,
      overpaidMinor: 0,
      settled: false,
    });
  });

  it('tell staff what to refund when the bill went down after shares were paid', () => {
    const paid: CommittedShare[] = [{ way: 'REMAINING', amountMinor: 100_000, status: 'PAID' }];
    expect(shareTotals(90_000, paid)).toMatchObject({
      remainingMinor: 0,
      availableMinor: 0,
      overpaidMinor: 10_000,
      settled: true,
    });
  });
});
