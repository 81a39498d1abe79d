import type { ItemStatusLabel, ItemStatusView } from '@tableside/shared/domain/item-status';
import {
  BellRing,
  CircleCheck,
  CircleDashed,
  CircleX,
  Clock,
  CookingPot,
  type LucideIcon,
} from 'lucide-react';
import { useTexts } from '../../../lib/i18n/use-texts';

const ICONS: Record<ItemStatusLabel, LucideIcon> = {
  'Not confirmed': CircleDashed,
  Confirmed: Clock,
  Preparing: CookingPot,
  Ready: BellRing,
  Delivered: CircleCheck,
  Cancelled: CircleX,
};

/**
 * An item's (or the pending cart's) state: icon, colour and the words, so neither colour nor
 * the icon carries it alone (issue 16, WCAG 1.4.1).
 */
export function ItemStatus({ view }: { view: ItemStatusView }) {
  const { tx } = useTexts();
  const Icon = ICONS[view.label];
  return (
    <span className="ts-item-status" data-tone={view.tone}>
      <Icon aria-hidden="true" size={14} strokeWidth={2.5} />
      {tx(view.label)}
    </span>
  );
}
