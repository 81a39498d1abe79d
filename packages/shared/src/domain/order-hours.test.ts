import { describe, expect, it } from 'vitest';
import {
  type HoursWindow,
  legacyOrderHours,
  type OrderHours,
  orderHoursStatus,
} from './order-hours';

const KOLKATA = 'Asia/Kolkata';
const LONDON = 'Europe/London';
/** A wall-clock time in Kolkata (UTC+05:30, no DST) as an instant. */
const kol = (local: string) => new Date(`${local}:00+05:30`);
const w = (open: string, close: string): HoursWindow => ({ open, close });

const lunchAndDinner = [w('12:00', '15:00'), w('19:00', '23:00')];
const lateNight = [w('19:00', '02:00')];
/** Sunday closed; Monday to Thursday lunch and dinner; Friday and Saturday past midnight. */
const restaurant: OrderHours = {
  weekly: [
    [],
    lunchAndDinner,
    lunchAndDinner,
    lunchAndDinner,
    lunchAndDinner,
    lateNight,
    lateNight,
  ],
  specialDays: [],
  lastCallMinutes: 0,
};
// 2026-11-23 is a Monday.
const MON = '2026-11-23';

describe('orderHoursStatus: a week with lunch, dinner and late nights', () => {
  it('is open at lunch until 15:00, with last call 10 minutes before and dinner next', () => {
    expect(orderHoursStatus(restaurant, KOLKATA, kol(`${MON}T13:00`))).toEqual({
      open: true,
      opensAt: kol(`${MON}T12:00`),
      closesAt: kol(`${MON}T15:00`),
      nextOpening: kol(`${MON}T19:00`),
      lastCallAt: kol(`${MON}T14:50`),
      minutesUntilClose: 120,
    });
  });

  it('is closed between lunch and dinner, opening at 19:00', () => {
    const status = orderHoursStatus(restaurant, KOLKATA, kol(`${MON}T16:00`));
    expect(status).toMatchObject({ open: false, opensAt: null, closesAt: null, lastCallAt: null });
    expect(status.nextOpening).toEqual(kol(`${MON}T19:00`));
  });

  it('closes exactly at the closing minute and opens exactly at the opening one', () => {
    expect(orderHoursStatus(restaurant, KOLKATA, kol(`${MON}T15:00`)).open).toBe(false);
    expect(orderHoursStatus(restaurant, KOLKATA, kol(`${MON}T14:59`)).minutesUntilClose).toBe(1);
    expect(orderHoursStatus(restaurant, KOLKATA, kol(`${MON}T19:00`)).open).toBe(true);
  });

  it('rounds the minutes until close up, so the last seconds read 1 minute', () => {
    const now = new Date(kol(`${MON}T14:59`).getTime() + 30_000);
    expect(orderHoursStatus(restaurant, KOLKATA, now).minutesUntilClose).toBe(1);
  });

  it("keeps Friday's overnight window open after midnight, until 02:00 Saturday", () => {
    expect(orderHoursStatus(restaurant, KOLKATA, kol('2026-11-28T01:30'))).toMatchObject({
      open: true,
      opensAt: kol('2026-11-27T19:00'),
      closesAt: kol('2026-11-28T02:00'),
      minutesUntilClose: 30,
      nextOpening: kol('2026-11-28T19:00'),
    });
  });

  it('keeps Saturday night open into the closed Sunday: a window belongs to its opening day', () => {
    const status = orderHoursStatus(restaurant, KOLKATA, kol('2026-11-29T01:00'));
    expect(status.open).toBe(true);
    expect(status.closesAt).toEqual(kol('2026-11-29T02:00'));
    expect(status.nextOpening).toEqual(kol('2026-11-30T12:00'));
  });

  it('is closed on the empty Sunday and opens at Monday lunch', () => {
    const status = orderHoursStatus(restaurant, KOLKATA, kol('2026-11-29T13:00'));
    expect(status.open).toBe(false);
    expect(status.nextOpening).toEqual(kol('2026-11-30T12:00'));
  });
});

describe('orderHoursStatus: special days and holidays', () => {
  const diwali: OrderHours = {
    ...restaurant,
    specialDays: [{ date: MON, closed: false, windows: [w('18:00', '22:00')], label: 'Diwali' }],
  };

  it("replaces the weekday's windows with the special day's", () => {
    const atLunch = orderHoursStatus(diwali, KOLKATA, kol(`${MON}T13:00`));
    expect(atLunch.open).toBe(false);
    expect(atLunch.nextOpening).toEqual(kol(`${MON}T18:00`));
    expect(orderHoursStatus(diwali, KOLKATA, kol(`${MON}T21:30`))).toMatchObject({
      open: true,
      closesAt: kol(`${MON}T22:00`),
    });
    expect(orderHoursStatus(diwali, KOLKATA, kol(`${MON}T22:30`)).open).toBe(false);
  });

  it('leaves the other weeks alone', () => {
    expect(orderHoursStatus(diwali, KOLKATA, kol('2026-11-30T13:00')).open).toBe(true);
  });

  it('skips a holiday closure when looking for the next opening', () => {
    const holiday: OrderHours = {
      ...restaurant,
      specialDays: [{ date: '2026-11-24', closed: true, windows: [], label: 'Closed for repairs' }],
    };
    expect(orderHoursStatus(holiday, KOLKATA, kol('2026-11-24T13:00')).open).toBe(false);
    expect(orderHoursStatus(holiday, KOLKATA, kol(`${MON}T23:30`)).nextOpening).toEqual(
      kol('2026-11-25T12:00'),
    );
  });

  it('finds an opening months away when every day until then is closed', () => {
    const seasonal: OrderHours = {
      weekly: [[], [], [], [], [], [], []],
      specialDays: [
        { date: '2027-06-01', closed: false, windows: [w('10:00', '18:00')], label: 'Summer' },
      ],
      lastCallMinutes: 0,
    };
    const status = orderHoursStatus(seasonal, KOLKATA, kol(`${MON}T13:00`));
    expect(status.nextOpening).toEqual(kol('2027-06-01T10:00'));
  });

  it('has no next opening when nothing ever opens', () => {
    const never: OrderHours = {
      weekly: [[], [], [], [], [], [], []],
      specialDays: [],
      lastCallMinutes: 0,
    };
    expect(orderHoursStatus(never, KOLKATA, kol(`${MON}T13:00`))).toMatchObject({
      open: false,
      nextOpening: null,
    });
  });
});

describe('orderHoursStatus: last call, all-day windows and joined windows', () => {
  it("uses the branch's last-call minutes when set", () => {
    const early = { ...restaurant, lastCallMinutes: 30 };
    expect(orderHoursStatus(early, KOLKATA, kol(`${MON}T13:00`)).lastCallAt).toEqual(
      kol(`${MON}T14:30`),
    );
  });

  it('treats equal open and close as open around the clock, with no closing in sight', () => {
    const always: OrderHours = {
      weekly: Array.from({ length: 7 }, () => [w('00:00', '00:00')]),
      specialDays: [],
      lastCallMinutes: 0,
    };
    expect(orderHoursStatus(always, KOLKATA, kol(`${MON}T03:00`))).toMatchObject({
      open: true,
      closesAt: null,
      lastCallAt: null,
      minutesUntilClose: null,
    });
  });

  it('opens an equal-times window for 24 hours from its time on that day only', () => {
    const mondayNoon: OrderHours = {
      weekly: [[], [w('12:00', '12:00')], [], [], [], [], []],
      specialDays: [],
      lastCallMinutes: 0,
    };
    expect(orderHoursStatus(mondayNoon, KOLKATA, kol(`${MON}T11:00`)).open).toBe(false);
    expect(orderHoursStatus(mondayNoon, KOLKATA, kol('2026-11-24T11:59'))).toMatchObject({
      open: true,
      closesAt: kol('2026-11-24T12:00'),
    });
    expect(orderHoursStatus(mondayNoon, KOLKATA, kol('2026-11-24T12:00')).open).toBe(false);
  });

  it('joins a window closing at midnight with the next day starting at midnight', () => {
    const joined: OrderHours = {
      weekly: [[], [w('18:00', '00:00')], [w('00:00', '02:00')], [], [], [], []],
      specialDays: [],
      lastCallMinutes: 0,
    };
    expect(orderHoursStatus(joined, KOLKATA, kol(`${MON}T23:00`)).closesAt).toEqual(
      kol('2026-11-24T02:00'),
    );
  });
});

describe('orderHoursStatus: the day boundary is the branch zone', () => {
  it("reads Monday 19:00 UTC as Tuesday 00:30 in Kolkata, after Monday's dinner", () => {
    const status = orderHoursStatus(restaurant, KOLKATA, new Date('2026-11-23T19:00:00Z'));
    expect(status.open).toBe(false);
    expect(status.nextOpening).toEqual(kol('2026-11-24T12:00'));
  });

  it('matches a special day by the local date, not the UTC one', () => {
    // 2026-11-23 20:00 UTC is already 2026-11-24 01:30 in Kolkata.
    const early: OrderHours = {
      ...restaurant,
      specialDays: [
        { date: '2026-11-24', closed: false, windows: [w('01:00', '03:00')], label: 'Late' },
      ],
    };
    expect(orderHoursStatus(early, KOLKATA, new Date('2026-11-23T20:00:00Z')).open).toBe(true);
  });
});

describe('orderHoursStatus: a zone with daylight saving (Europe/London)', () => {
  const nightly: OrderHours = {
    weekly: Array.from({ length: 7 }, () => [w('00:30', '03:00')]),
    specialDays: [],
    lastCallMinutes: 0,
  };

  it('loses an hour on the spring-forward night (2026-03-29)', () => {
    const status = orderHoursStatus(nightly, LONDON, new Date('2026-03-29T00:30:00Z'));
    expect(status.opensAt).toEqual(new Date('2026-03-29T00:30:00Z'));
    // 03:00 BST is 02:00 UTC: 90 minutes, not 150.
    expect(status.closesAt).toEqual(new Date('2026-03-29T02:00:00Z'));
    expect(status.minutesUntilClose).toBe(90);
  });

  it('gains an hour on the fall-back night (2026-10-25)', () => {
    const status = orderHoursStatus(nightly, LONDON, new Date('2026-10-25T00:00:00Z'));
    expect(status.opensAt).toEqual(new Date('2026-10-24T23:30:00Z'));
    expect(status.closesAt).toEqual(new Date('2026-10-25T03:00:00Z'));
    expect(status.minutesUntilClose).toBe(180);
  });

  it('keeps summer hours at the local time', () => {
    const lunch: OrderHours = {
      ...nightly,
      weekly: Array.from({ length: 7 }, () => [w('12:00', '15:00')]),
    };
    expect(orderHoursStatus(lunch, LONDON, new Date('2026-07-01T11:30:00Z')).open).toBe(true);
    expect(orderHoursStatus(lunch, LONDON, new Date('2026-07-01T14:30:00Z')).open).toBe(false);
    expect(orderHoursStatus(lunch, LONDON, new Date('2026-01-07T14:30:00Z')).open).toBe(true);
  });
});

describe('orderHoursStatus: input it refuses', () => {
  it('throws RangeError on an unknown zone', () => {
    expect(() => orderHoursStatus(restaurant, 'Mars/Olympus', kol(`${MON}T13:00`))).toThrow(
      RangeError,
    );
  });
});

describe('legacyOrderHours', () => {
  it('turns the old pair of times into one window every day', () => {
    const legacy = legacyOrderHours('11:30:00', '00:45:00');
    expect(legacy.weekly).toHaveLength(7);
    expect(legacy.weekly.every((day) => day.length === 1 && day[0]?.open === '11:30')).toBe(true);
    expect(orderHoursStatus(legacy, KOLKATA, kol(`${MON}T00:30`)).open).toBe(true);
    expect(orderHoursStatus(legacy, KOLKATA, kol(`${MON}T01:00`)).open).toBe(false);
  });
});
