import { describe, expect, it } from 'vitest';
import { discountOverSubtotalMessage, discountProblem } from './discount';

describe('discountProblem', () => {
  it('allows 0 up to the whole subtotal', () => {
    expect(discountProblem(0, 30_000)).toBeNull();
    expect(discountProblem(5_050, 30_000)).toBeNull();
    expect(discountProblem(30_000, 30_000)).toBeNull();
  });

  it('refuses a paisa over the subtotal, and a negative amount', () => {
    expect(discountProblem(30_001, 30_000)).toBe('over-subtotal');
    expect(discountProblem(1, 0)).toBe('over-subtotal');
    expect(discountProblem(-1, 30_000)).toBe('negative');
  });

  it('names the subtotal in rupees', () => {
    expect(discountOverSubtotalMessage(30_000)).toBe(
      'The discount cannot be more than the subtotal, ₹300.00.',
    );
  });
});
