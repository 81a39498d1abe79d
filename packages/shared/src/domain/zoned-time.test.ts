import { describe, expect, it } from 'vitest';
import { addDays, isoDate, localDateTime, offsetSpan, zonedInstant } from './zoned-time';

const LONDON = 'Europe/London';

describe('zonedInstant', () => {
  it.each<[string, string, number, string]>([
    ['a winter afternoon (GMT)', '2026-01-07', 14 * 60, '2026-01-07T14:00:00Z'],
    ['a summer afternoon (BST)', '2026-07-01', 14 * 60, '2026-07-01T13:00:00Z'],
    [
      'a time the spring-forward skips lands after the gap',
      '2026-03-29',
      90,
      '2026-03-29T01:30:00Z',
    ],
    [
      'a time the fall-back repeats is its first occurrence',
      '2026-10-25',
      90,
      '2026-10-25T00:30:00Z',
    ],
  ])('%s', (_name, date, minutes, iso) => {
    const [year = 0, month = 0, day = 0] = date.split('-').map(Number);
    expect(zonedInstant({ year, month, day }, minutes, LONDON)).toBe(Date.parse(iso));
  });

  it('is the inverse of localDateTime in Kolkata', () => {
    const instant = zonedInstant({ year: 2026, month: 11, day: 23 }, 23 * 60 + 45, 'Asia/Kolkata');
    expect(localDateTime(new Date(instant), 'Asia/Kolkata')).toEqual({
      year: 2026,
      month: 11,
      day: 23,
      minutes: 23 * 60 + 45,
      weekday: 1,
    });
  });
});

describe('addDays and isoDate', () => {
  it('crosses month and year ends', () => {
    expect(isoDate(addDays({ year: 2026, month: 12, day: 31 }, 1))).toBe('2027-01-01');
    expect(isoDate(addDays({ year: 2024, month: 3, day: 1 }, -1))).toBe('2024-02-29');
  });
});

describe('offsetSpan', () => {
  const DAY_MS = 24 * 60 * 60 * 1000;

  it('holds until the quarter hour London springs forward', () => {
    expect(offsetSpan(new Date('2026-03-28T12:07:00Z'), LONDON, DAY_MS)).toEqual({
      offsetMinutes: 0,
      validUntil: '2026-03-29T01:00:00.000Z',
    });
  });

  it('reads summer time after the change', () => {
    expect(offsetSpan(new Date('2026-03-29T01:00:00Z'), LONDON, DAY_MS)).toEqual({
      offsetMinutes: 60,
      validUntil: '2026-03-30T01:00:00.000Z',
    });
  });

  it('ends at the horizon where the offset never changes, half hours included', () => {
    const at = new Date('2026-03-10T12:00:00Z');
    expect(offsetSpan(at, 'Asia/Kolkata', DAY_MS)).toEqual({
      offsetMinutes: 330,
      validUntil: '2026-03-11T12:00:00.000Z',
    });
  });

  it('throws for a zone Intl does not know', () => {
    expect(() => offsetSpan(new Date(), 'Mars/Olympus', DAY_MS)).toThrow(RangeError);
  });
});
