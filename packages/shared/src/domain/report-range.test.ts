import { describe, expect, it } from 'vitest';
import {
  isCalendarDate,
  localDate,
  presetRange,
  rangeDays,
  reportRangeIssue,
} from './report-range';

describe('report range', () => {
  it('knows real calendar dates', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-13-01')).toBe(false);
    expect(isCalendarDate('26-01-01')).toBe(false);
  });

  it('counts both ends and refuses a reversed or over-long range', () => {
    expect(rangeDays({ from: '2026-03-01', to: '2026-03-01' })).toBe(1);
    expect(reportRangeIssue({ from: '2026-03-02', to: '2026-03-01' })).toBe(
      'must not be before from',
    );
    expect(reportRangeIssue({ from: '2024-01-01', to: '2024-12-31' })).toBeNull();
    expect(reportRangeIssue({ from: '2025-01-01', to: '2026-01-01' })).toBeNull();
    expect(reportRangeIssue({ from: '2025-01-01', to: '2026-01-02' })).toBe(
      'must be at most 366 days after from',
    );
  });

  it('reads the local date in the branch zone', () => {
    const at = new Date('2026-03-09T20:00:00Z');
    expect(localDate(at, 'Asia/Kolkata')).toBe('2026-03-10');
    expect(localDate(at, 'America/New_York')).toBe('2026-03-09');
  });

  it('turns presets into ranges, across a month and a year boundary', () => {
    expect(presetRange('today', '2026-03-10')).toEqual({ from: '2026-03-10', to: '2026-03-10' });
    expect(presetRange('yesterday', '2026-03-01')).toEqual({
      from: '2026-02-28',
      to: '2026-02-28',
    });
    expect(presetRange('last7', '2026-01-03')).toEqual({ from: '2025-12-28', to: '2026-01-03' });
    expect(presetRange('thisMonth', '2026-03-10')).toEqual({
      from: '2026-03-01',
      to: '2026-03-10',
    });
  });
});
