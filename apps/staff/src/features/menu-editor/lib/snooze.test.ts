import { describe, expect, it } from 'vitest';
import {
  formatUntil,
  openingLabel,
  parseTimeOfDay,
  snoozeForOneHour,
  snoozeUntilOpening,
  snoozeUntilTime,
} from './snooze';

const kolkata = 'Asia/Kolkata';
// 2026-11-25 17:00 in Kolkata (UTC+05:30).
const now = Date.parse('2026-11-25T11:30:00Z');

describe('snooze presets', () => {
  it('snoozes for one hour from now', () => {
    expect(snoozeForOneHour(now).toISOString()).toBe('2026-11-25T12:30:00.000Z');
  });

  it("snoozes until tomorrow's opening at the branch", () => {
    const until = snoozeUntilOpening(now, { timeZone: kolkata, openingTime: '11:30:00' });
    expect(until.toISOString()).toBe('2026-11-26T06:00:00.000Z');
  });

  it('falls back to 06:00 tomorrow when the opening time is not known', () => {
    const until = snoozeUntilOpening(now, { timeZone: kolkata });
    expect(until.toISOString()).toBe('2026-11-26T00:30:00.000Z');
    expect(openingLabel({ timeZone: kolkata })).toBe('Until tomorrow 06:00');
    expect(openingLabel({ openingTime: '11:30:00' })).toBe("Until tomorrow's opening (11:30)");
  });

  it('rolls over the month end', () => {
    const lastDay = Date.parse('2026-11-30T15:00:00Z');
    expect(
      snoozeUntilOpening(lastDay, { timeZone: 'UTC', openingTime: '09:00' }).toISOString(),
    ).toBe('2026-12-01T09:00:00.000Z');
  });

  it('picks a custom time later today, or tomorrow when it has passed', () => {
    expect(snoozeUntilTime(now, '18:30', { timeZone: kolkata })?.toISOString()).toBe(
      '2026-11-25T13:00:00.000Z',
    );
    expect(snoozeUntilTime(now, '09:15', { timeZone: kolkata })?.toISOString()).toBe(
      '2026-11-26T03:45:00.000Z',
    );
    expect(snoozeUntilTime(now, '25:00', { timeZone: kolkata })).toBeNull();
  });

  it('keeps wall-clock times across a DST change', () => {
    // Berlin moves from UTC+2 to UTC+1 on 2026-10-25 at 03:00.
    const before = Date.parse('2026-10-24T20:00:00Z');
    expect(
      snoozeUntilOpening(before, { timeZone: 'Europe/Berlin', openingTime: '10:00' }).toISOString(),
    ).toBe('2026-10-25T09:00:00.000Z');
  });
});

describe('time text', () => {
  it('parses times of day', () => {
    expect(parseTimeOfDay('7:05')).toEqual({ hour: 7, minute: 5 });
    expect(parseTimeOfDay('23:59:00')).toEqual({ hour: 23, minute: 59 });
    expect(parseTimeOfDay('noon')).toBeNull();
  });

  it('shows the time today and the weekday on another day', () => {
    expect(formatUntil('2026-11-25T13:00:00Z', now, kolkata)).toBe('18:30');
    expect(formatUntil('2026-11-26T00:30:00Z', now, kolkata)).toBe('Thu 06:00');
  });
});
