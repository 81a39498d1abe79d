export interface PricedSize {
  priceMinor: number;
  isAvailable: boolean;
  snoozedUntil: Date | null;
}

/**
 * The 'STARTS AT' of an item: its lowest price among the sizes a guest can order now (on,
 * not snoozed); when none can be ordered, the lowest of all, so the card still shows a price.
 * Always computed from the current branch prices, never stored.
 */
export function startsAtMinor(sizes: readonly PricedSize[], now: Date): number | null {
  if (sizes.length === 0) return null;
  const orderable = sizes.filter(
    (s) => s.isAvailable && (s.snoozedUntil === null || s.snoozedUntil <= now),
  );
  const pool = orderable.length > 0 ? orderable : sizes;
  return Math.min(...pool.map((s) => s.priceMinor));
}
