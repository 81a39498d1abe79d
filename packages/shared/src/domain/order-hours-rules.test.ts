import { describe, expect, it } from 'vitest';
import type { OrderHours } from './order-hours';
import { isIsoDate, orderHoursProblems, windowProblems } from './order-hours-rules';

const w = (open: string, close: string) => ({ open, close });
const week = (day: { open: string; close: string }[]) => Array.from({ length: 7 }, () => day);
const valid: OrderHours = {
  weekly: week([w('12:00', '15:00'), w('19:00', '02:00')]),
  specialDays: [{ date: '2026-11-08', closed: true, windows: [], label: 'Diwali' }],
  lastCallMinutes: 15,
};

describe('windowProblems', () => {
  it('accepts lunch and dinner, and a window past midnight', () => {
    expect(windowProblems([w('12:00', '15:00'), w('19:00', '02:00')], ['weekly', 1])).toEqual([]);
  });

  it('names a time that is not HH:MM 24 h', () => {
    expect(windowProblems([w('24:00', '15:00'), w('9:00', '10:00')], ['weekly', 1])).toEqual([
      { path: ['weekly', 1, 0, 'open'], message: 'must be HH:MM (24 h)' },
      { path: ['weekly', 1, 1, 'open'], message: 'must be HH:MM (24 h)' },
    ]);
  });

  it.each<[string, [string, string], [string, string]]>([
    ['overlapping windows', ['12:00', '15:00'], ['14:00', '18:00']],
    ['a window inside another', ['12:00', '23:00'], ['14:00', '15:00']],
    ['a window past midnight and a late one', ['19:00', '02:00'], ['23:00', '23:30']],
    ['an all-day window and any other', ['09:00', '09:00'], ['12:00', '13:00']],
  ])('refuses %s, naming the later one', (_name, a, b) => {
    expect(windowProblems([w(...a), w(...b)], ['weekly', 2])).toEqual([
      { path: ['weekly', 2, 1], message: `overlaps ${a[0]}–${a[1]}` },
    ]);
  });

  it('lets a window start when the one before ends', () => {
    expect(windowProblems([w('12:00', '15:00'), w('15:00', '18:00')], ['weekly', 0])).toEqual([]);
  });
});

describe('orderHoursProblems', () => {
  it('accepts a valid week', () => {
    expect(orderHoursProblems(valid)).toEqual([]);
  });

  it.each([0, 120])('accepts last call %i', (lastCallMinutes) => {
    expect(orderHoursProblems({ ...valid, lastCallMinutes })).toEqual([]);
  });

  it.each([-1, 121, 2.5])('refuses last call %d', (lastCallMinutes) => {
    expect(orderHoursProblems({ ...valid, lastCallMinutes })).toEqual([
      { path: ['lastCallMinutes'], message: 'must be a whole number from 0 to 120' },
    ]);
  });

  it('needs seven days', () => {
    expect(orderHoursProblems({ ...valid, weekly: valid.weekly.slice(1) })).toContainEqual({
      path: ['weekly'],
      message: 'must have 7 days',
    });
  });

  it('refuses a bad or repeated special date, and an open special day without windows', () => {
    const specialDays = [
      { date: '2026-02-30', closed: true, windows: [], label: 'Nope' },
      { date: '2026-11-08', closed: false, windows: [w('10:00', '12:00')], label: 'A' },
      { date: '2026-11-08', closed: false, windows: [], label: 'B' },
    ];
    expect(orderHoursProblems({ ...valid, specialDays })).toEqual([
      { path: ['specialDays', 0, 'date'], message: 'must be YYYY-MM-DD' },
      { path: ['specialDays', 2, 'date'], message: 'is already a special day' },
      { path: ['specialDays', 2, 'windows'], message: 'needs a window, or mark the day closed' },
    ]);
  });

  it('checks the windows of a special day', () => {
    const specialDays = [
      {
        date: '2026-12-31',
        closed: false,
        windows: [w('18:00', '02:00'), w('20:00', '21:00')],
        label: 'NYE',
      },
    ];
    expect(orderHoursProblems({ ...valid, specialDays })).toEqual([
      { path: ['specialDays', 0, 'windows', 1], message: 'overlaps 18:00–02:00' },
    ]);
  });
});

describe('isIsoDate', () => {
  it.each([
    ['2024-02-29', true],
    ['2026-02-29', false],
    ['2026-13-01', false],
    ['26-1-1', false],
  ])('%s -> %s', (text, ok) => {
    expect(isIsoDate(text as string)).toBe(ok);
  });
});
