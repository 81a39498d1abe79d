import type { TCatalogueItem, TCatalogueSize } from '@tableside/shared/contract/catalogue';

// What a guest at the branch gets of an item now: the row's status chip and the filter use
// the same rule, so 'Snoozed' in the filter finds exactly the rows that say so.

export type SizeState = 'available' | 'off' | 'snoozed';

export type ItemState =
  | { kind: 'available' }
  /** Some sizes off or snoozed, at least one orderable. */
  | { kind: 'partial'; unavailable: number; of: number }
  | { kind: 'off' }
  /** Every size snoozed (or off): back by itself at `until`, the earliest snooze's end. */
  | { kind: 'snoozed'; until: string }
  | { kind: 'notOnMenu' };

export function sizeState(size: TCatalogueSize, now: number): SizeState {
  if (!size.available) return 'off';
  if (size.snoozedUntil && Date.parse(size.snoozedUntil) > now) return 'snoozed';
  return 'available';
}

/** Sizes the editor acts on: archived ones are history, not menu. */
export const activeSizes = (item: TCatalogueItem) => item.sizes.filter((size) => !size.archived);

export function itemState(item: TCatalogueItem, now: number): ItemState {
  if (!item.onMenu) return { kind: 'notOnMenu' };
  const sizes = activeSizes(item);
  const states = sizes.map((size) => sizeState(size, now));
  const available = states.filter((state) => state === 'available').length;
  if (available === sizes.length) return { kind: 'available' };
  if (available > 0)
    return { kind: 'partial', unavailable: sizes.length - available, of: sizes.length };
  const snoozes = sizes
    .filter((size, index) => states[index] === 'snoozed' && size.snoozedUntil)
    .map((size) => size.snoozedUntil as string)
    .sort((a, b) => Date.parse(a) - Date.parse(b));
  return snoozes[0] ? { kind: 'snoozed', until: snoozes[0] } : { kind: 'off' };
}

/** The filter's buckets: a partly available item counts as available (guests can order it). */
export type AvailabilityFilter = 'all' | 'available' | 'off' | 'snoozed' | 'notOnMenu';

export function matchesAvailability(state: ItemState, filter: AvailabilityFilter): boolean {
  if (filter === 'all') return true;
  if (filter === 'available') return state.kind === 'available' || state.kind === 'partial';
  return state.kind === filter;
}
