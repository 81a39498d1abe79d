import { lastCallBanner, parseTimeOfDay } from '@tableside/shared/domain/order-time';
import { describe, expect, it } from 'vitest';
import { branchNowSeconds, storedHours } from './branch-clock';

const storeOf = (values: Record<string, unknown>) => ({
  get: ((key: string) => values[key] ?? null) as never,
});

describe("storedHours and the branch's Last Call", () => {
  const hours = { openingTime: '12:00:00', closingTime: '22:00:00', timeZone: 'Asia/Kolkata' };

  it('counts down from 30 minutes before closing when the branch set 30', () => {
    const stored = storedHours(storeOf({ ...hours, lastCallMinutes: 30 }));
    expect(stored?.lastCallMinutes).toBe(30);
    const banner = stored && lastCallBanner(stored, parseTimeOfDay('21:35:00'));
    expect(banner).toMatchObject({ kind: 'countdown', label: '25m:00s' });
  });

  it("keeps the spec's 10 minutes when the branch sent none", () => {
    const stored = storedHours(storeOf(hours));
    expect(stored && lastCallBanner(stored, parseTimeOfDay('21:35:00'))).toEqual({
      kind: 'hidden',
    });
    expect(stored && lastCallBanner(stored, parseTimeOfDay('21:55:00'))).toMatchObject({
      kind: 'countdown',
      label: '5m:00s',
    });
  });
});

describe('branchNowSeconds', () => {
  const hours = { openingTime: '12:00:00', closingTime: '22:00:00', timeZone: 'Asia/Kolkata' };
  const now = new Date('2026-03-10T15:30:00Z'); // 21:00 in Bengaluru

  it('reads the stored zone clock while it holds', () => {
    // A made-up offset of +1 h shows which way the clock was read.
    const zoneClock = { offsetMinutes: 60, validUntil: '2026-03-11T00:00:00.000Z' };
    const stored = storedHours(storeOf({ ...hours, zoneClock }));
    expect(stored && branchNowSeconds(stored, now)).toBe(16.5 * 3600);
  });

  it("asks Intl for the zone's time once the stored offset may have changed", () => {
    const zoneClock = { offsetMinutes: 60, validUntil: '2026-03-10T15:30:00.000Z' };
    const stored = storedHours(storeOf({ ...hours, zoneClock }));
    expect(stored && branchNowSeconds(stored, now)).toBe(21 * 3600);
  });

  it('asks Intl when the branch sent no zone clock', () => {
    const stored = storedHours(storeOf(hours));
    expect(stored && branchNowSeconds(stored, now)).toBe(21 * 3600);
  });
});
