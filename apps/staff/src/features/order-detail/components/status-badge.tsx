import type { Badge } from '../lib/order-view';

/** A state in words on its colour (never the colour alone). */
export function StatusBadge({ badge }: { badge: Badge }) {
  return <span className={`order-badge order-badge--${badge.tone}`}>{badge.label}</span>;
}
