import { describe, expect, it } from 'vitest';
import { bulkPriceMinor } from './bulk-price';

describe('bulkPriceMinor', () => {
  it('adds or takes an amount in rupees', () => {
    expect(bulkPriceMinor(12_000, { mode: 'amount', value: 15.5 })).toBe(13_550);
    expect(bulkPriceMinor(12_000, { mode: 'amount', value: -120 })).toBe(0);
    expect(bulkPriceMinor(12_000, { mode: 'amount', value: -120.01 })).toBe(-1);
  });

  it('moves by a percent, rounded to the paisa', () => {
    expect(bulkPriceMinor(12_000, { mode: 'percent', value: 12.5 })).toBe(13_500);
    expect(bulkPriceMinor(9_999, { mode: 'percent', value: 10 })).toBe(10_999);
    expect(bulkPriceMinor(333, { mode: 'percent', value: -33.33 })).toBe(222);
    expect(bulkPriceMinor(12_000, { mode: 'percent', value: -100 })).toBe(0);
  });
});
