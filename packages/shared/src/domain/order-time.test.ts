import { describe, expect, it } from 'vitest';
import { MSG } from './messages';
import {
  formatCountdown,
  isOrderTimeClosed,
  type LastCallBanner,
  lastCallBanner,
  lastCallRemainingSeconds,
  localSecondsOfDay,
  type OrderTimeWindow,
  offsetSecondsOfDay,
  parseTimeOfDay,
} from './order-time';

const at = (hhmmss: string): number => parseTimeOfDay(hhmmss);
const sameDay: OrderTimeWindow = { openingTime: '11:30:00', closingTime: '22:00:00' };
const overnight: OrderTimeWindow = { openingTime: '11:30:00', closingTime: '00:45:00' };
const allDay: OrderTimeWindow = { openingTime: '00:00:00', closingTime: '00:00:00' };
const allDayNoon: OrderTimeWindow = { openingTime: '12:00:00', closingTime: '12:00:00' };

describe('parseTimeOfDay', () => {
  it.each<[string, number]>([
    ['00:00:00', 0],
    ['00:45:00', 2700],
    ['11:30:00', 41_400],
    ['23:59:59', 86_399],
  ])('%s -> %i', (text, seconds) => {
    expect(parseTimeOfDay(text)).toBe(seconds);
  });

  it.each(['24:00:00', '11:60:00', '11:30:60', '11:30', '1:30:00', '', '11:30:00Z', 'ab:cd:ef'])(
    'rejects %j',
    (text) => {
      expect(() => parseTimeOfDay(text)).toThrow(RangeError);
    },
  );
});

describe('localSecondsOfDay', () => {
  it.each<[string, string, string]>([
    ['Kolkata is UTC+05:30', '2024-01-15T19:10:00Z', '00:40:00'],
    ['Kolkata has no DST in July', '2024-07-15T19:10:00Z', '00:40:00'],
    ['Kolkata at local midnight reads 0 not 24', '2024-01-15T18:30:00Z', '00:00:00'],
    ['seconds are kept, milliseconds dropped', '2024-01-15T06:00:59.999Z', '11:30:59'],
  ])('%s', (_name, iso, local) => {
    expect(localSecondsOfDay(new Date(iso), 'Asia/Kolkata')).toBe(at(local));
  });

  it.each<[string, string, string]>([
    ['London winter (GMT)', '2024-01-15T23:40:00Z', '23:40:00'],
    ['London summer (BST)', '2024-07-15T23:40:00Z', '00:40:00'],
    ['before spring-forward', '2024-03-31T00:59:59Z', '00:59:59'],
    ['after spring-forward skips 01:xx', '2024-03-31T01:00:00Z', '02:00:00'],
    ['after fall-back repeats 01:xx', '2024-10-27T01:30:00Z', '01:30:00'],
  ])('%s', (_name, iso, local) => {
    expect(localSecondsOfDay(new Date(iso), 'Europe/London')).toBe(at(local));
  });

  it('rejects an unknown zone', () => {
    expect(() => localSecondsOfDay(new Date(0), 'Mars/Olympus')).toThrow(RangeError);
  });
});

describe('isOrderTimeClosed', () => {
  it.each<[string, OrderTimeWindow, string, boolean]>([
    ['same day, before opening', sameDay, '11:29:59', true],
    ['same day, at opening', sameDay, '11:30:00', false],
    ['same day, mid-day', sameDay, '15:00:00', false],
    ['same day, last second', sameDay, '21:59:59', false],
    ['same day, at closing', sameDay, '22:00:00', true],
    ['same day, after midnight', sameDay, '00:10:00', true],
    ['overnight, evening', overnight, '23:59:00', false],
    ['overnight, after midnight before closing', overnight, '00:40:00', false],
    ['overnight, at closing', overnight, '00:45:00', true],
    ['overnight, small hours', overnight, '03:00:00', true],
    ['overnight, just before opening', overnight, '11:29:59', true],
    ['overnight, at opening', overnight, '11:30:00', false],
    ['equal times at midnight', allDay, '00:00:00', false],
    ['equal times at noon', allDayNoon, '12:00:00', false],
    ['equal times, any time', allDayNoon, '03:00:00', false],
  ])('%s (%s, %s)', (_name, hours, now, closed) => {
    expect(isOrderTimeClosed(hours, at(now))).toBe(closed);
  });
});

describe('lastCallRemainingSeconds', () => {
  it.each<[string, OrderTimeWindow, string, number | null]>([
    ['overnight, five minutes left', overnight, '00:40:00', 300],
    ['overnight, before midnight outside window', overnight, '23:59:00', null],
    [
      'overnight, window crossing midnight',
      { ...overnight, closingTime: '00:05:00' },
      '23:58:00',
      420,
    ],
    ['window opens at exactly 600 s', sameDay, '21:50:00', 600],
    ['601 s is outside', sameDay, '21:49:59', null],
    ['last second', sameDay, '21:59:59', 1],
    ['at closing', sameDay, '22:00:00', 0],
    ['while closed', overnight, '03:00:00', 0],
    [
      'before opening on a short day',
      { openingTime: '10:00:00', closingTime: '10:05:00' },
      '09:58:00',
      0,
    ],
    [
      'just after opening on a short day',
      { openingTime: '10:00:00', closingTime: '10:05:00' },
      '10:00:00',
      300,
    ],
    ['open around the clock', allDay, '23:55:00', null],
    ['open around the clock at its time', allDayNoon, '11:55:00', null],
  ])('%s', (_name, hours, now, expected) => {
    expect(lastCallRemainingSeconds(hours, at(now))).toBe(expected);
  });
});

describe('formatCountdown', () => {
  it.each<[number, string]>([
    [600, '10m:00s'],
    [599, '9m:59s'],
    [61, '1m:01s'],
    [60, '1m:00s'],
    [9, '0m:09s'],
    [0, '0m:00s'],
  ])('%i -> %s', (seconds, label) => {
    expect(formatCountdown(seconds)).toBe(label);
  });
});

describe('malformed branch hours', () => {
  it.each<[string, (hours: OrderTimeWindow) => unknown]>([
    ['isOrderTimeClosed', (hours) => isOrderTimeClosed(hours, 0)],
    ['lastCallRemainingSeconds', (hours) => lastCallRemainingSeconds(hours, 0)],
    ['lastCallBanner', (hours) => lastCallBanner(hours, 0)],
  ])('%s throws even for equal texts', (_name, call) => {
    expect(() => call({ openingTime: '25:00', closingTime: '25:00' })).toThrow(RangeError);
  });
});

describe('lastCallBanner', () => {
  const timesUp: LastCallBanner = {
    kind: 'times-up',
    label: '0m:00s',
    title: MSG.timesUp,
    body: MSG.noMoreOrders,
  };

  it.each<[string, OrderTimeWindow, string, LastCallBanner]>([
    ['outside the window', sameDay, '15:00:00', { kind: 'hidden' }],
    ['open around the clock', allDay, '23:59:59', { kind: 'hidden' }],
    ['counting down', sameDay, '21:50:01', { kind: 'countdown', remainingS: 599, label: '9m:59s' }],
    [
      'overnight countdown',
      overnight,
      '00:40:00',
      { kind: 'countdown', remainingS: 300, label: '5m:00s' },
    ],
    ['at zero', sameDay, '22:00:00', timesUp],
    ['closed afterwards', overnight, '02:00:00', timesUp],
  ])('%s', (_name, hours, now, expected) => {
    expect(lastCallBanner(hours, at(now))).toEqual(expected);
  });

  it('shows the spec wording at zero', () => {
    expect(lastCallBanner(sameDay, at('22:00:00'))).toMatchObject({
      title: "Time's Up!",
      body: 'No more orders can be placed now!',
    });
  });

  it.each<[string, string, string, LastCallBanner['kind']]>([
    ['Kolkata 00:40 IST', 'Asia/Kolkata', '2024-01-15T19:10:00Z', 'countdown'],
    ['London summer 00:40 BST', 'Europe/London', '2024-07-15T23:40:00Z', 'countdown'],
    ['London winter 23:40 GMT', 'Europe/London', '2024-01-15T23:40:00Z', 'hidden'],
    ['London winter 00:50 GMT', 'Europe/London', '2024-01-16T00:50:00Z', 'times-up'],
  ])('from an instant: %s', (_name, zone, iso, kind) => {
    expect(lastCallBanner(overnight, localSecondsOfDay(new Date(iso), zone)).kind).toBe(kind);
  });
});

describe("lastCallRemainingSeconds with the branch's last-call minutes", () => {
  it('starts the countdown 30 minutes before closing when the branch sets 30', () => {
    const thirty = { ...sameDay, lastCallMinutes: 30 };
    expect(lastCallRemainingSeconds(thirty, at('21:30:00'))).toBe(1800);
    expect(lastCallRemainingSeconds(thirty, at('21:29:59'))).toBeNull();
  });

  it("keeps the spec's 10 minutes when the branch sets 0", () => {
    const zero = { ...sameDay, lastCallMinutes: 0 };
    expect(lastCallRemainingSeconds(zero, at('21:45:00'))).toBeNull();
    expect(lastCallRemainingSeconds(zero, at('21:50:00'))).toBe(600);
  });
});

describe('offsetSecondsOfDay', () => {
  const kolkata = { offsetMinutes: 330, validUntil: '2026-03-11T12:00:00.000Z' };

  it("reads the zone's wall clock from its offset", () => {
    // 18:29:59 UTC is 23:59:59 in Bengaluru.
    expect(offsetSecondsOfDay(new Date('2026-03-10T18:29:59Z'), kolkata)).toBe(86_399);
    expect(offsetSecondsOfDay(new Date('2026-03-10T18:30:00Z'), kolkata)).toBe(0);
  });

  it('wraps a negative offset across midnight', () => {
    const newYork = { offsetMinutes: -300, validUntil: '2026-03-08T07:00:00.000Z' };
    expect(offsetSecondsOfDay(new Date('2026-03-07T02:00:00Z'), newYork)).toBe(21 * 3600);
  });

  it('knows nothing from the instant the offset may have changed', () => {
    expect(offsetSecondsOfDay(new Date('2026-03-11T12:00:00Z'), kolkata)).toBeNull();
    expect(offsetSecondsOfDay(new Date('2026-03-11T11:59:59Z'), kolkata)).not.toBeNull();
  });
});
