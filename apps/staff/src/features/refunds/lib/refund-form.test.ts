import { describe, expect, it } from 'vitest';
import { checkRefund, refundableLeft } from './refund-form';

describe('refund form', () => {
  it('computes what is left in exact paise', () => {
    expect(refundableLeft({ amount: 181, refunded: 50.1 })).toBe(130.9);
  });

  it('accepts an amount within what is left and a reason', () => {
    expect(checkRefund('₹ 130.90', ' Cold soup ', 130.9)).toEqual({
      ok: true,
      amount: 130.9,
      reason: 'Cold soup',
    });
  });

  it('names each problem', () => {
    expect(checkRefund('', '', 10)).toEqual({
      ok: false,
      amount: 'Enter the amount to refund',
      reason: 'Say why the payment is refunded',
    });
    expect(checkRefund('abc', 'x', 10)).toMatchObject({ amount: /rupees/ });
    expect(checkRefund('1.234', 'x', 10)).toMatchObject({ amount: 'Use at most 2 decimals' });
    expect(checkRefund('0', 'x', 10)).toMatchObject({ amount: 'The amount must be more than ₹0' });
    expect(checkRefund('-5', 'x', 10)).toMatchObject({ ok: false });
    expect(checkRefund('10.01', 'x', 10)).toMatchObject({
      amount: expect.stringMatching(/^At most .*10\.00 is left to refund$/),
    });
  });
});
