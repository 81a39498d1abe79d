import type { TBranchHours } from '@tableside/shared/contract/branch-hours';
import { describe, expect, it } from 'vitest';
import { addSpecialDay, copyMondayToAll, nextWindow, problemsByPath, setDay } from './hours-form';

const empty: TBranchHours = {
  weekly: [[], [], [], [], [], [], []],
  specialDays: [],
  lastCallMinutes: 0,
};

describe('hours form', () => {
  it('copies Monday to every day', () => {
    const monday = [
      { open: '12:00', close: '15:00' },
      { open: '19:00', close: '23:00' },
    ];
    const week = copyMondayToAll(setDay(empty, 1, monday));
    expect(week.weekly).toEqual(Array.from({ length: 7 }, () => monday));
  });

  it('adds a window an hour after the last one closes', () => {
    expect(nextWindow([{ open: '12:00', close: '15:00' }])).toEqual({
      open: '16:00',
      close: '19:00',
    });
    expect(nextWindow([])).toEqual({ open: '12:00', close: '15:00' });
  });

  it('adds a special day on the first free date from today, closed', () => {
    const one = addSpecialDay(empty, '2026-11-08');
    const two = addSpecialDay(one, '2026-11-08');
    expect(two.specialDays.map((d) => [d.date, d.closed])).toEqual([
      ['2026-11-08', true],
      ['2026-11-09', true],
    ]);
  });

  it('keys problems by field path for the inline messages', () => {
    const clash = setDay(empty, 2, [
      { open: '12:00', close: '15:00' },
      { open: '14:00', close: '16:00' },
    ]);
    expect(problemsByPath({ ...clash, lastCallMinutes: 200 })).toEqual(
      new Map([
        ['weekly.2.1', 'overlaps 12:00–15:00'],
        ['lastCallMinutes', 'must be a whole number from 0 to 120'],
      ]),
    );
  });
});
