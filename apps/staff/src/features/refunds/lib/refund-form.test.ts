import { describe, expect, it } from 'vitest';
import { checkRefund, overCap, refundableLeft } from './refund-form';

describe('refund form', () => {
  it('computes what is left in exact paise', () => {
    expect(refundableLeft({ amount: 181, refunded: 50.1 })).toBe(130.9);
  });

  it('lets a split bill share be refunded with its tip', () => {
    expect(refundableLeft({ amount: 338.69, tip: 33.87, refunded: 0 })).toBe(372.56);
    expect(refundableLeft({ amount: 338.69, tip: 33.87, refunded: 72.56 })).toBe(300);
  });

  it('refuses typing more than is left, and nothing else', () => {
    expect(overCap('372.57', 372.56)).toBe('At most ₹372.56 is left to refund');
    expect(overCap('99999999999', 372.56)).toBe('At most ₹372.56 is left to refund');
    expect(overCap('372.56', 372.56)).toBeNull();
    expect(overCap('37', 372.56)).toBeNull();
    expect(overCap('', 372.56)).toBeNull();
    expect(overCap('3.', 372.56)).toBeNull();
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
