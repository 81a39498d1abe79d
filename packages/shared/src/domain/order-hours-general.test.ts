import { describe, expect, it } from 'vitest';
import { type OrderHours, orderHoursStatus } from './order-hours';
import { generalSettingsTimes } from './order-hours-general';
import { isOrderTimeClosed, localSecondsOfDay } from './order-time';

const KOLKATA = 'Asia/Kolkata';
const kol = (local: string) => new Date(`${local}:00+05:30`);
const w = (open: string, close: string) => ({ open, close });
const lunchAndDinner = [w('12:00', '15:00'), w('19:00', '23:00')];
const restaurant: OrderHours = {
  weekly: [
    [],
    lunchAndDinner,
    lunchAndDinner,
    lunchAndDinner,
    lunchAndDinner,
    [w('19:00', '02:00')],
    [w('19:00', '02:00')],
  ],
  specialDays: [{ date: '2026-11-25', closed: true, windows: [], label: 'Holiday' }],
  lastCallMinutes: 0,
};

describe('generalSettingsTimes', () => {
  it.each<[string, string, string, string]>([
    ['the current lunch window', '2026-11-23T13:00', '12:00:00', '15:00:00'],
    ['the next window later today', '2026-11-23T16:00', '19:00:00', '23:00:00'],
    ["yesterday's window past midnight", '2026-11-28T01:30', '19:00:00', '02:00:00'],
    ['closed for the day: next opening and now', '2026-11-23T23:30', '12:00:00', '23:30:00'],
    ['on a holiday: the next opening tomorrow', '2026-11-25T13:10', '12:00:00', '13:10:00'],
  ])('gives %s', (_name, local, openingTime, closingTime) => {
    expect(generalSettingsTimes(restaurant, KOLKATA, kol(local))).toEqual({
      openingTime,
      closingTime,
    });
  });

  it("keeps the spec's equal times for a branch open around the clock", () => {
    const always: OrderHours = {
      weekly: Array.from({ length: 7 }, () => [w('00:00', '00:00')]),
      specialDays: [],
      lastCallMinutes: 0,
    };
    const times = generalSettingsTimes(always, KOLKATA, kol('2026-11-23T13:00'));
    expect(times.openingTime).toBe(times.closingTime);
  });

  it('reads closed for the day to come when nothing ever opens', () => {
    const never: OrderHours = {
      weekly: [[], [], [], [], [], [], []],
      specialDays: [],
      lastCallMinutes: 0,
    };
    const now = kol('2026-11-23T13:00');
    const times = generalSettingsTimes(never, KOLKATA, now);
    for (const hoursLater of [0, 1, 12, 23]) {
      const later = new Date(now.getTime() + hoursLater * 3_600_000);
      expect(isOrderTimeClosed(times, localSecondsOfDay(later, KOLKATA))).toBe(true);
    }
  });

  it.each([
    ['Asia/Kolkata', '2026-11-22T00:00:00Z'],
    ['Europe/London', '2026-03-27T00:00:00Z'],
    ['Europe/London', '2026-10-23T00:00:00Z'],
  ])(
    "agrees with the guest app's judgement every 37 minutes of a week in %s from %s",
    (zone, from) => {
      const start = new Date(from).getTime();
      for (let t = start; t < start + 8 * 86_400_000; t += 37 * 60_000) {
        const now = new Date(t);
        const times = generalSettingsTimes(restaurant, zone, now);
        const guestClosed = isOrderTimeClosed(times, localSecondsOfDay(now, zone));
        expect({ at: now.toISOString(), closed: guestClosed }).toEqual({
          at: now.toISOString(),
          closed: !orderHoursStatus(restaurant, zone, now).open,
        });
      }
    },
  );
});
