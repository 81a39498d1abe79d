import { describe, expect, it } from 'vitest';
import { formatReceiptTime } from './receipt-time';

describe('formatReceiptTime', () => {
  it('shows the date and the time of day', () => {
    const text = formatReceiptTime(new Date(2025, 10, 21, 14, 50));
    expect(text).toMatch(/21 Nov 2025/);
    expect(text).toMatch(/2:50\s?pm/i);
  });
});
