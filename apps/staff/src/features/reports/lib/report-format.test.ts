import { describe, expect, it } from 'vitest';
import { formatDay, formatInstant, formatMinutes, formatMoney, hourRange } from './report-format';

describe('report formats', () => {
  it('writes money, hours, days and durations', () => {
    expect(formatMoney(2878, 'INR')).toBe('₹2,878.00');
    expect(hourRange(23)).toBe('23:00-00:00');
    expect(formatDay('2026-03-10')).toBe('Tue 10 Mar');
    expect(formatInstant('2026-03-09T18:50:00Z', 'Asia/Kolkata')).toBe('10 Mar, 00:20');
    expect(formatMinutes(75)).toBe('1 h 15 min');
    expect(formatMinutes(null)).toBe('-');
  });
});
