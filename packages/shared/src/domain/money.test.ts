import { describe, expect, it } from 'vitest';
import {
  basisPointsToPercent,
  DEFAULT_MONEY_FORMAT,
  formatInr,
  formatMoney,
  isValidRupeeAmount,
  moneyLocale,
  percentOf,
  percentToBasisPoints,
  toMajor,
  toMinor,
} from './money';

describe('toMinor', () => {
  it.each([
    [0, 0],
    [1, 100],
    [1234.5, 123450],
    [0.29, 29],
    [19.99, 1999],
    [1.005, 101],
    [1.004, 100],
    [-1.005, -101],
    [-0.004, 0],
    [0.125, 13],
    [1e-7, 0],
    [-12.34, -1234],
  ])('%s rupees -> %s paise', (rupees, expected) => {
    expect(toMinor(rupees)).toBe(expected);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, 1e20])(
    'rejects %s',
    (rupees) => {
      expect(() => toMinor(rupees)).toThrow(RangeError);
    },
  );
});

describe('toMajor', () => {
  it.each([
    [0, 0],
    [123450, 1234.5],
    [1999, 19.99],
    [29, 0.29],
    [-40, -0.4],
  ])('%s paise -> %s rupees', (minor, expected) => {
    expect(toMajor(minor)).toBe(expected);
  });

  it.each([1.5, Number.NaN, Number.POSITIVE_INFINITY])('rejects %s', (minor) => {
    expect(() => toMajor(minor)).toThrow(RangeError);
  });
});

describe('isValidRupeeAmount', () => {
  it.each([
    [0, true],
    [12, true],
    [12.5, true],
    [12.34, true],
    [-0.01, true],
    [12.345, false],
    [1e-7, false],
    [Number.NaN, false],
    [Number.POSITIVE_INFINITY, false],
  ])('%s -> %s', (rupees, expected) => {
    expect(isValidRupeeAmount(rupees)).toBe(expected);
  });
});

describe('formatMoney', () => {
  it.each([
    [123456.5, '₹1,23,456.50'],
    [0, '₹0.00'],
    [7.5, '₹7.50'],
    [1000, '₹1,000.00'],
    [10000000, '₹1,00,00,000.00'],
    [-1234.4, '-₹1,234.40'],
  ])('%s -> %s in the default en-IN rupees', (rupees, expected) => {
    expect(formatMoney(rupees)).toBe(expected);
    expect(formatMoney(rupees, DEFAULT_MONEY_FORMAT)).toBe(expected);
    expect(formatInr(rupees)).toBe(expected);
  });

  it("writes the branch's own currency in its country's grouping", () => {
    expect(formatMoney(123456.5, { currency: 'INR', locale: moneyLocale('US') })).toBe(
      '₹123,456.50',
    );
    expect(formatMoney(1234.5, { currency: 'USD', locale: moneyLocale('US') })).toBe('$1,234.50');
    expect(formatMoney(1234.5, { currency: 'GBP', locale: moneyLocale('GB') })).toBe('£1,234.50');
    // No minor unit in yen: no decimals are invented.
    expect(formatMoney(1234, { currency: 'JPY', locale: moneyLocale('JP') })).toBe('¥1,234');
  });

  it('gives the same text on every call, whichever format came before', () => {
    const usd = { currency: 'USD', locale: 'en-US' };
    expect(formatMoney(5, usd)).toBe('$5.00');
    expect(formatMoney(5)).toBe('₹5.00');
    expect(formatMoney(5, usd)).toBe('$5.00');
  });
});

describe('percent and basis points', () => {
  it.each([
    [7.5, 750],
    [2.5, 250],
    [18, 1800],
    [0, 0],
    [0.125, 13],
  ])('%s%% -> %s bp', (percent, bp) => {
    expect(percentToBasisPoints(percent)).toBe(bp);
  });

  it.each([
    [750, 7.5],
    [250, 2.5],
    [1800, 18],
  ])('%s bp -> %s%%', (bp, percent) => {
    expect(basisPointsToPercent(bp)).toBe(percent);
  });

  it('rejects a non-finite percentage', () => {
    expect(() => percentToBasisPoints(Number.NaN)).toThrow(RangeError);
  });
});

describe('percentOf: half-up to the paisa', () => {
  it.each([
    [100000, 750, 7500],
    [107500, 250, 2688],
    [100, 250, 3],
    [101, 250, 3],
    [99, 250, 2],
    [20, 250, 1],
    [19, 250, 0],
    [1, 4999, 0],
    [1, 5000, 1],
    [0, 750, 0],
    [12345, 0, 0],
    [-20, 250, -1],
    [-19, 250, 0],
    [-100000, 750, -7500],
  ])('%s paise at %s bp -> %s', (amount, rate, expected) => {
    expect(percentOf(amount, rate)).toBe(expected);
  });

  it.each([
    [1.5, 750],
    [100, 7.5],
    [Number.MAX_SAFE_INTEGER, 750],
  ])('rejects %s at %s bp', (amount, rate) => {
    expect(() => percentOf(amount, rate)).toThrow(RangeError);
  });
});
