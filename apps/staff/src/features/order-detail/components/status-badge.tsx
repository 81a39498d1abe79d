import type { Badge } from '../lib/order-view';

/** A state in words on its colour (never the colour alone); `small` for a secondary state. */
export function StatusBadge({ badge, small = false }: { badge: Badge; small?: boolean }) {
  return (
    <span className={`order-badge order-badge--${badge.tone}${small ? ' order-badge--small' : ''}`}>
      {badge.label}
    </span>
  );
}
