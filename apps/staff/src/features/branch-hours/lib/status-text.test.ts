import { type OrderHours, orderHoursStatus } from '@tableside/shared/domain/order-hours';
import { describe, expect, it } from 'vitest';
import { formatDuration, statusText } from './status-text';

const KOLKATA = 'Asia/Kolkata';
const kol = (local: string) => new Date(`${local}:00+05:30`);
const dinner = [{ open: '18:00', close: '23:00' }];
const hours: OrderHours = {
  weekly: [[], dinner, dinner, dinner, dinner, dinner, dinner],
  specialDays: [],
  lastCallMinutes: 0,
};
const text = (local: string) => {
  const now = kol(local);
  return statusText(orderHoursStatus(hours, KOLKATA, now), now, KOLKATA);
};

describe('statusText', () => {
  it.each([
    ['2026-11-23T20:50', 'Open now · closes in 2 h 10 min'],
    ['2026-11-23T22:15', 'Open now · closes in 45 min'],
    ['2026-11-23T20:00', 'Open now · closes in 3 h'],
    ['2026-11-23T14:00', 'Closed · opens 18:00'],
    ['2026-11-23T23:30', 'Closed · opens Tue 18:00'],
    ['2026-11-29T12:00', 'Closed · opens Mon 18:00'],
  ])('at %s reads %s', (local, expected) => {
    expect(text(local)).toBe(expected);
  });

  it('reads Closed when nothing ever opens, and Open now around the clock', () => {
    const now = kol('2026-11-23T12:00');
    const never = { ...hours, weekly: hours.weekly.map(() => []) };
    expect(statusText(orderHoursStatus(never, KOLKATA, now), now, KOLKATA)).toBe('Closed');
    const always = {
      ...hours,
      weekly: hours.weekly.map(() => [{ open: '00:00', close: '00:00' }]),
    };
    expect(statusText(orderHoursStatus(always, KOLKATA, now), now, KOLKATA)).toBe('Open now');
  });
});

describe('formatDuration', () => {
  it.each([
    [1, '1 min'],
    [60, '1 h'],
    [61, '1 h 1 min'],
  ])('%i -> %s', (minutes, expected) => {
    expect(formatDuration(minutes)).toBe(expected);
  });
});
