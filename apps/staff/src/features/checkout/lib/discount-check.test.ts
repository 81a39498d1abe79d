import { describe, expect, it } from 'vitest';
import { checkDiscount } from './discount-check';

describe('checkDiscount', () => {
  it('accepts an amount up to the subtotal, and 0 to remove the discount', () => {
    expect(checkDiscount('50', 300)).toEqual({ ok: true, rupees: 50 });
    expect(checkDiscount('300.00', 300)).toEqual({ ok: true, rupees: 300 });
    expect(checkDiscount('0', 300)).toEqual({ ok: true, rupees: 0 });
  });

  it('refuses more than the subtotal, naming it', () => {
    expect(checkDiscount('300.01', 300)).toEqual({
      ok: false,
      message: 'The discount cannot be more than the subtotal, ₹300.00.',
    });
    expect(checkDiscount('99999999', 300)).toEqual({
      ok: false,
      message: 'The discount cannot be more than the subtotal, ₹300.00.',
    });
  });

  it.each([
    ['-10', 'The discount cannot be negative.'],
    ['ten', 'Enter the discount as a number of rupees, e.g. 50 or 49.50.'],
    ['', 'Enter the discount in rupees (0 removes it).'],
    ['1.234', 'Use at most 2 decimals (paise).'],
  ])('refuses %j', (text, message) => {
    expect(checkDiscount(text, 300)).toEqual({ ok: false, message });
  });
});
