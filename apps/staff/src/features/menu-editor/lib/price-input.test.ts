import { describe, expect, it } from 'vitest';
import { checkPrice, priceText } from './price-input';

describe('price input', () => {
  it('reads rupees with grouping and a symbol', () => {
    expect(checkPrice(' ₹1,250.5 ')).toEqual({ ok: true, rupees: 1250.5 });
    expect(checkPrice('0')).toEqual({ ok: true, rupees: 0 });
  });

  it('refuses more than 2 decimals, negatives and words', () => {
    expect(checkPrice('12.345')).toEqual({ ok: false, message: 'Use at most 2 decimals' });
    expect(checkPrice('-5')).toEqual({ ok: false, message: 'Enter a number, like 120.50' });
    expect(checkPrice('')).toEqual({ ok: false, message: 'Enter a price' });
  });

  it('starts the input at 2 decimals', () => {
    expect(priceText(120)).toBe('120.00');
  });
});
