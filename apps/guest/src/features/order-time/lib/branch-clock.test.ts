import { lastCallBanner, parseTimeOfDay } from '@tableside/shared/domain/order-time';
import { describe, expect, it } from 'vitest';
import { storedHours } from './branch-clock';

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
