import type { TBillShare, TSplitBill, TSplitBillLine } from '@tableside/shared/contract/bill-share';
import { describe, expect, it } from 'vitest';
import { draftQuote, parseRupees, type ShareDraft } from './share-draft';
import { claimFor } from './split-picks';

// The decision 0019 example: payable 1,129.00 over three lines whose dues add up to it.
const line = (key: string, due: number, claimed = { numerator: 0, denominator: 1 }) =>
  ({
    key,
    itemName: key,
    servingSizeName: '',
    quantity: 1,
    amount: due,
    due,
    orderedBy: ['Asha'],
    claimed,
    holders: [],
  }) satisfies TSplitBillLine;

const share = (over: Partial<TBillShare>): TBillShare => ({
  id: 1,
  payerName: 'Asha',
  way: 'AMOUNT',
  amount: 0,
  tip: 0,
  status: 'PAID',
  method: 'ONLINE',
  claims: [],
  parts: null,
  ...over,
});

const bill = (over: Partial<TSplitBill> = {}): TSplitBill => ({
  orderId: 7,
  lines: [line('biryani', 451.6), line('coffee', 338.71), line('beer', 338.69)],
  payableAmount: 1129,
  paidAmount: 0,
  heldAmount: 0,
  remainingAmount: 1129,
  split: null,
  shares: [],
  ...over,
});

const draft = (over: Partial<ShareDraft>): ShareDraft => ({
  way: 'REMAINING',
  parts: 3,
  picks: new Map(),
  amountText: '',
  tip: 0,
  tipText: '',
  ...over,
});

describe('the share a phone shows', () => {
  it("is the beer's due for the beer, with a 10 % tip on top", () => {
    const picked = draft({ way: 'ITEMS', picks: new Map([['beer', 'rest']]), tip: 10 });
    expect(draftQuote(picked, bill()).quote).toEqual({
      ok: true,
      amountMinor: 33_869,
      tipMinor: 3_387,
    });
  });

  it('splits equally: the first of 3 is a third rounded down', () => {
    expect(draftQuote(draft({ way: 'EQUAL' }), bill()).quote).toMatchObject({
      amountMinor: 37_633,
    });
  });

  it('follows the split under way: its last part takes what is left after the others', () => {
    // Two of three parts of 1,129.00 paid (376.33 each): the third is 376.34.
    const underWay = bill({
      paidAmount: 752.66,
      remainingAmount: 376.34,
      split: { parts: 3, taken: 2, nextPart: 376.34 },
      shares: [
        share({ way: 'EQUAL', amount: 376.33, parts: 3 }),
        share({ id: 2, way: 'EQUAL', amount: 376.33, parts: 3 }),
      ],
    });
    expect(draftQuote(draft({ way: 'EQUAL' }), underWay).quote).toMatchObject({
      amountMinor: 37_634,
    });
    expect(draftQuote(draft({ way: 'EQUAL', parts: 4 }), underWay).quote).toEqual({
      ok: false,
      problem: 'split-differs',
    });
  });

  it('refuses an amount above what is left once a share is held', () => {
    const held = bill({
      heldAmount: 1000,
      shares: [share({ status: 'HELD', amount: 1000 })],
    });
    expect(draftQuote(draft({ way: 'AMOUNT', amountText: '200' }), held).quote).toEqual({
      ok: false,
      problem: 'over-remaining',
    });
    expect(draftQuote(draft({ way: 'REMAINING' }), held).quote).toMatchObject({
      amountMinor: 12_900,
    });
  });

  it('refuses a custom tip above the share', () => {
    const tipped = draft({ way: 'AMOUNT', amountText: '100', tip: 'CUSTOM', tipText: '150' });
    expect(draftQuote(tipped, bill()).quote).toEqual({ ok: false, problem: 'tip-over-share' });
  });
});

describe('picking part of a line', () => {
  it('offers what is left of a half-taken line, and no third more than that', () => {
    const half = line('pizza', 600, { numerator: 1, denominator: 2 });
    expect(claimFor(half, 'rest')).toEqual({ lineKey: 'pizza', numerator: 1, denominator: 2 });
    expect(claimFor(half, 'third')).toEqual({ lineKey: 'pizza', numerator: 1, denominator: 3 });
    const twoThirds = line('pizza', 600, { numerator: 2, denominator: 3 });
    expect(claimFor(twoThirds, 'half')).toBeNull();
    expect(claimFor(line('pizza', 600, { numerator: 1, denominator: 1 }), 'rest')).toBeNull();
  });
});

describe('rupees as typed', () => {
  it('takes up to 2 decimals and nothing else', () => {
    expect(parseRupees(' 250.5 ')).toBe(250.5);
    expect(parseRupees('1.005')).toBeNull();
    expect(parseRupees('-3')).toBeNull();
    expect(parseRupees('')).toBeNull();
  });
});
