// The words for an order item's state, shown beside its icon and colour (issue 16: a status is
// never told by colour or an icon alone, WCAG 1.4.1). The spec names the group tags (IN PROGRESS,
// DELIVERED, order-display.ts) and the item states, not the words for an item; these are the
// guests' words, which the staff console's order screen shares for the kitchen's progress.
import type { OrderItemStatus, PrepStatus } from './enums';
import { guestPrepLabel } from './prep-status';

export type ItemStatusLabel =
  | 'Not confirmed'
  | 'Confirmed'
  | 'Preparing'
  | 'Ready'
  | 'Delivered'
  | 'Cancelled';

/** How the label looks: still the guest's to confirm, on its way, done, or off the order. */
export type ItemStatusTone = 'pending' | 'progress' | 'done' | 'off';

export interface ItemStatusView {
  label: ItemStatusLabel;
  tone: ItemStatusTone;
}

/**
 * NEW is the shared cart, not yet sent; a confirmed item is 'Confirmed' until the kitchen starts,
 * then 'Preparing' and 'Ready'; the waiter's deliver makes it 'Delivered'.
 */
export function itemStatusView(
  status: OrderItemStatus,
  prepStatus: PrepStatus | undefined,
): ItemStatusView {
  switch (status) {
    case 'NEW':
      return { label: 'Not confirmed', tone: 'pending' };
    case 'IN_PROGRESS': {
      const prep = guestPrepLabel(status, prepStatus);
      if (prep === 'Ready') return { label: 'Ready', tone: 'done' };
      return { label: prep ?? 'Confirmed', tone: 'progress' };
    }
    case 'DELIVERED':
      return { label: 'Delivered', tone: 'done' };
    case 'CANCELLED':
      return { label: 'Cancelled', tone: 'off' };
  }
}
