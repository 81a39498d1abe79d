import { describe, expect, it } from 'vitest';
import { formatReceiptTime, RECEIPT_TOKEN_PATTERN, receiptUrl } from './receipt';

describe('receipt', () => {
  it.each([
    ['2026-03-10T12:00:00Z', 'Asia/Kolkata', '10 Mar 2026, 5:30 pm IST'],
    ['2026-03-10T18:45:00Z', 'Asia/Kolkata', '11 Mar 2026, 12:15 am IST'],
    ['2026-07-01T12:00:00Z', 'Europe/London', '1 Jul 2026, 1:00 pm GMT+1'],
  ])('reads %s in %s as %s', (instant, zone, text) => {
    expect(formatReceiptTime(instant, zone)).toBe(text);
  });

  it('builds the page address under the public URL', () => {
    expect(receiptUrl('https://order.example/', 'abc.def')).toBe(
      'https://order.example/receipt/abc.def',
    );
  });

  it.each([
    ['MS4yLjM.AAAAAAAAAAAAAAAAAAAAAA', true],
    ['MS4yLjM', false],
    ['MS4yLjM.', false],
    ['MS4yLjM.AAAAAAAAAAAAAAAAAAAAA/', false],
  ])('token shape of %s: %s', (token, ok) => {
    expect(RECEIPT_TOKEN_PATTERN.test(token)).toBe(ok);
  });
});
