// Splitting equally among N: every part is the basis divided by N, rounded down to the paisa,
// and the last part takes what remains, so the parts add up exactly (1,000 among 3 is 333.33,
// 333.33 and 333.34).
import type { CommittedShare, EqualSplit } from './bill-share-state';

/** N: at least 2 (1 is paying the whole), at most a long table. */
export const MIN_SPLIT_PARTS = 2;
export const MAX_SPLIT_PARTS = 30;

export const isSplitParts = (parts: number): boolean =>
  Number.isSafeInteger(parts) && parts >= MIN_SPLIT_PARTS && parts <= MAX_SPLIT_PARTS;

/**
 * The split the bill's committed EQUAL shares belong to (the first one's) and how many of
 * its parts they take. A released part frees its place: the next guest takes it.
 */
export function activeSplit(
  shares: readonly CommittedShare[],
): { split: EqualSplit; taken: number } | null {
  const equal = shares.filter((share) => share.way === 'EQUAL' && share.split);
  const split = equal[0]?.split;
  return split ? { split, taken: equal.length } : null;
}

/**
 * The next part of `split` once `taken` parts are committed, given what a share may take now.
 * The last part is whatever is available, so it also absorbs what other shares left or took
 * meanwhile; the others never exceed what is available.
 */
export function nextEqualPart(split: EqualSplit, taken: number, availableMinor: number): number {
  if (taken + 1 >= split.parts) return availableMinor;
  return Math.min(Math.floor(split.basisMinor / split.parts), availableMinor);
}
