import { describe, expect, it } from 'vitest';
import { startsAtMinor } from './starts-at';

const now = new Date('2026-03-10T12:00:00Z');
const size = (
  priceMinor: number,
  more: { isAvailable?: boolean; snoozedUntil?: Date | null } = {},
) => ({
  priceMinor,
  isAvailable: more.isAvailable ?? true,
  snoozedUntil: more.snoozedUntil ?? null,
});

describe('startsAtMinor', () => {
  it('is the lowest price of the orderable sizes', () => {
    expect(startsAtMinor([size(300), size(200), size(250)], now)).toBe(200);
  });
  it('skips sizes switched off or snoozed until later', () => {
    const later = new Date('2026-03-10T13:00:00Z');
    expect(
      startsAtMinor(
        [size(100, { isAvailable: false }), size(150, { snoozedUntil: later }), size(400)],
        now,
      ),
    ).toBe(400);
  });
  it('counts a snooze that has run out', () => {
    const earlier = new Date('2026-03-10T11:00:00Z');
    expect(startsAtMinor([size(100, { snoozedUntil: earlier }), size(400)], now)).toBe(100);
  });
  it('falls back to the lowest of all when none is orderable, and null without sizes', () => {
    expect(
      startsAtMinor([size(500, { isAvailable: false }), size(450, { isAvailable: false })], now),
    ).toBe(450);
    expect(startsAtMinor([], now)).toBeNull();
  });
});
