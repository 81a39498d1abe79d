import { describe, expect, it } from 'vitest';
import { itemState, matchesAvailability } from './availability';
import { fixtureItem, fixtureSize } from './catalogue.fixture';

const now = Date.parse('2026-11-25T12:00:00Z');
const later = '2026-11-25T13:00:00Z';
const earlier = '2026-11-25T11:00:00Z';

describe('item availability at the branch', () => {
  it('is available when every size is', () => {
    expect(itemState(fixtureItem(1), now)).toEqual({ kind: 'available' });
  });

  it('treats a snooze that has ended as available', () => {
    const item = fixtureItem(1, { sizes: [fixtureSize({ snoozedUntil: earlier })] });
    expect(itemState(item, now)).toEqual({ kind: 'available' });
  });

  it('is snoozed until the earliest snooze ends when no size can be ordered', () => {
    const item = fixtureItem(1, {
      sizes: [
        fixtureSize({ id: 1, snoozedUntil: '2026-11-25T15:00:00Z' }),
        fixtureSize({ id: 2, snoozedUntil: later }),
      ],
    });
    expect(itemState(item, now)).toEqual({ kind: 'snoozed', until: later });
  });

  it('is off when switched off, partial when only some sizes are', () => {
    expect(
      itemState(fixtureItem(1, { sizes: [fixtureSize({ available: false })] }), now).kind,
    ).toBe('off');
    const partial = fixtureItem(1, {
      sizes: [fixtureSize({ id: 1 }), fixtureSize({ id: 2, available: false })],
    });
    expect(itemState(partial, now)).toEqual({ kind: 'partial', unavailable: 1, of: 2 });
    expect(matchesAvailability(itemState(partial, now), 'available')).toBe(true);
  });

  it('ignores archived sizes and knows items not on the menu', () => {
    const item = fixtureItem(1, {
      sizes: [fixtureSize({ id: 1 }), fixtureSize({ id: 2, archived: true, available: false })],
    });
    expect(itemState(item, now).kind).toBe('available');
    expect(itemState(fixtureItem(2, { onMenu: false }), now).kind).toBe('notOnMenu');
  });
});
