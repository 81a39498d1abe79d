import { describe, expect, it } from 'vitest';
import { checkPayment, exactAmountMessage, exactRestMessage } from './payment-check';

describe('checkPayment', () => {
  it('accepts exactly the payable amount, however it is written', () => {
    expect(checkPayment('1250.00', 1250)).toEqual({ ok: true, rupees: 1250 });
    expect(checkPayment('₹1,250', 1250)).toEqual({ ok: true, rupees: 1250 });
  });

  it('refuses a part payment or more than the payable, naming the payable', () => {
    const message = exactAmountMessage(1250);
    expect(message).toBe(
      'Enter exactly the payable amount, ₹1,250.00. Part payments cannot be recorded; give change for cash at the table.',
    );
    expect(checkPayment('1000', 1250)).toEqual({ ok: false, message });
    expect(checkPayment('1300', 1250)).toEqual({ ok: false, message });
    expect(checkPayment('99999999', 1250)).toEqual({ ok: false, message });
  });

  it('on a split bill takes exactly the rest, naming it', () => {
    expect(checkPayment('508.04', 508.04, true)).toEqual({ ok: true, rupees: 508.04 });
    expect(checkPayment('1129', 508.04, true)).toEqual({
      ok: false,
      message: exactRestMessage(508.04),
    });
    expect(exactRestMessage(508.04)).toMatch(/^Enter exactly the remaining amount, ₹508\.04\./);
  });

  it.each([
    ['0', 'The amount must be more than ₹0.00.'],
    ['-1250', 'The amount must be more than ₹0.00.'],
    ['', 'Enter the amount received.'],
    ['cash', 'Enter the amount as a number of rupees, e.g. 1250 or 1250.50.'],
    ['1250.001', 'Use at most 2 decimals (paise).'],
  ])('refuses %j', (text, message) => {
    expect(checkPayment(text, 1250)).toEqual({ ok: false, message });
  });
});
