import { describe, expect, it } from 'vitest';
import { ZShareRequest } from './bill-share';

const request = (share: unknown, tip: unknown = { kind: 'PERCENT', percent: 10 }) => ({
  orderId: 12,
  share,
  tip,
  expectedAmount: 333.33,
});

const problems = (body: unknown) =>
  ZShareRequest.safeParse(body).error?.issues.map(
    (issue) => `${issue.path.join('.')}: ${issue.message}`,
  );

describe('ZShareRequest', () => {
  it.each([
    ['the whole remaining bill', { way: 'REMAINING' }],
    ['one of 3 equal parts', { way: 'EQUAL', parts: 3 }],
    [
      'a biryani and half a pizza',
      {
        way: 'ITEMS',
        claims: [
          { lineKey: '12|40000|3', numerator: 1, denominator: 1 },
          { lineKey: '15|60000|3', numerator: 1, denominator: 2 },
        ],
      },
    ],
    ['a custom amount', { way: 'AMOUNT', amount: 500.5 }],
  ])('takes %s', (_what, share) => {
    expect(ZShareRequest.parse(request(share)).share).toEqual(share);
  });

  it('takes a custom tip, and no tip at all as 0 %', () => {
    expect(
      ZShareRequest.safeParse(request({ way: 'REMAINING' }, { kind: 'CUSTOM', amount: 50 }))
        .success,
    ).toBe(true);
    expect(
      ZShareRequest.safeParse(request({ way: 'REMAINING' }, { kind: 'PERCENT', percent: 0 }))
        .success,
    ).toBe(true);
  });

  it.each([
    ['a split into 1 part', { way: 'EQUAL', parts: 1 }, 'share.parts: must be at least 2'],
    [
      'more than the line',
      { way: 'ITEMS', claims: [{ lineKey: 'a', numerator: 3, denominator: 2 }] },
      'share.claims.0.numerator: must be at most the whole line',
    ],
    ['no items', { way: 'ITEMS', claims: [] }, 'share.claims: must name at least one item'],
    ['an amount of 0', { way: 'AMOUNT', amount: 0 }, 'share.amount: must be more than 0'],
    [
      'a third of a paisa',
      { way: 'AMOUNT', amount: 1.333 },
      'share.amount: must have at most 2 decimals',
    ],
  ])('refuses %s', (_what, share, message) => {
    expect(problems(request(share))).toEqual([message]);
  });

  it('refuses a tip percentage the screen does not offer', () => {
    expect(problems(request({ way: 'REMAINING' }, { kind: 'PERCENT', percent: 12 }))?.[0]).toMatch(
      /^tip\.percent/,
    );
  });
});
