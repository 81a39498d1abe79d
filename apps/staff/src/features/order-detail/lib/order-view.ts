import type { TOrder, TOrderGroup, TOrderItem } from '@tableside/shared/contract/order';
import type {
  CallWaiterReason,
  OrderGroupStatus,
  OrderItemStatus,
} from '@tableside/shared/domain/enums';
import { guestPrepLabel } from '@tableside/shared/domain/prep-status';

// How the order screen reads an order: words and colours for its states, what may still be
// done to it, and its groups split into the guests' cart and the confirmed orders.

/** The state fills of tokens.css (--c-<tone> with its -ink). */
export type Tone = 'free' | 'open' | 'unverified' | 'alert' | 'idle' | 'checkout';

export interface Badge {
  label: string;
  tone: Tone;
}

export const REASON_LABELS: Record<CallWaiterReason, string> = {
  WATER: 'Water',
  CUTLERY: 'Cutlery',
  CLEAN_UP: 'Clean up',
  OTHERS: 'Others',
};

/** Void, or closed with or without payment: nothing can be changed any more. */
export const isOrderFinished = (order: Pick<TOrder, 'status' | 'isVoid'>): boolean =>
  order.isVoid || order.status === 'COMPLETED';

export function orderStatusBadge(
  order: Pick<TOrder, 'status' | 'isVoid' | 'isSystemCompleted'>,
): Badge {
  if (order.isVoid) return { label: 'Void', tone: 'alert' };
  switch (order.status) {
    case 'COMPLETED':
      return order.isSystemCompleted
        ? { label: 'Closed', tone: 'idle' }
        : { label: 'Paid', tone: 'free' };
    case 'CHECKOUT':
      return { label: 'Checking out', tone: 'checkout' };
    case 'REQUEST_BILL':
      return { label: 'Bill requested', tone: 'checkout' };
    case 'IN_PROGRESS':
      return { label: 'In progress', tone: 'open' };
    case 'NEW':
      return { label: 'Open', tone: 'open' };
  }
}

/** Why a finished order is read-only, or null while it is open. */
export function finishedBanner(
  order: Pick<TOrder, 'status' | 'isVoid' | 'isSystemCompleted'>,
): string | null {
  if (order.isVoid) return 'This order was voided. It can no longer be changed.';
  if (order.status !== 'COMPLETED') return null;
  return order.isSystemCompleted
    ? 'This table was closed without payment. The order can no longer be changed.'
    : 'This order is paid and closed. It can no longer be changed.';
}

const ITEM_BADGES: Record<OrderItemStatus, Badge> = {
  NEW: { label: 'In cart', tone: 'unverified' },
  IN_PROGRESS: { label: 'In progress', tone: 'open' },
  DELIVERED: { label: 'Delivered', tone: 'free' },
  CANCELLED: { label: 'Cancelled', tone: 'idle' },
};
export const itemBadge = (item: Pick<TOrderItem, 'status'>): Badge => ITEM_BADGES[item.status];

/**
 * The kitchen's progress on a confirmed line, in the guests' words and the kitchen board's
 * colours; null before the kitchen starts it and once it left the kitchen.
 */
export function prepBadge(item: Pick<TOrderItem, 'status' | 'prepStatus'>): Badge | null {
  const label = guestPrepLabel(item.status, item.prepStatus);
  if (!label) return null;
  return { label, tone: label === 'Ready' ? 'free' : 'unverified' };
}

const GROUP_BADGES: Record<OrderGroupStatus, Badge> = {
  NEW: { label: 'In cart', tone: 'unverified' },
  IN_PROGRESS: { label: 'In progress', tone: 'open' },
  DELIVERED: { label: 'Delivered', tone: 'free' },
  COMPLETED: { label: 'Completed', tone: 'free' },
  CANCELLED: { label: 'Cancelled', tone: 'idle' },
};
export const groupBadge = (group: Pick<TOrderGroup, 'status'>): Badge => GROUP_BADGES[group.status];

/** Confirmed and still on its way to the table. */
export const canDeliverItem = (item: Pick<TOrderItem, 'status' | 'quantity'>): boolean =>
  item.status === 'IN_PROGRESS' && item.quantity > 0;

/** Confirmed portions still on the bill (the cart is the guests' to change). */
export const canCancelItem = (item: Pick<TOrderItem, 'status' | 'quantity'>): boolean =>
  (item.status === 'IN_PROGRESS' || item.status === 'DELIVERED') && item.quantity > 0;

export const canCompleteGroup = (group: Pick<TOrderGroup, 'status'>): boolean =>
  group.status === 'IN_PROGRESS' || group.status === 'DELIVERED';

export const hasOpenCall = (
  order: Pick<TOrder, 'callWaiter' | 'callWaiterStatus' | 'callWaiterReasons'>,
): boolean =>
  order.callWaiter || order.callWaiterStatus === 'REQUESTED' || order.callWaiterReasons.length > 0;

/** 'Mint chutney', 'Extra cheese × 2': the add-ons of one portion. */
export const addOnLabels = (item: Pick<TOrderItem, 'orderItemModifierQuantityMappings'>) =>
  item.orderItemModifierQuantityMappings.map((mapping) =>
    mapping.modifierQuantity > 1
      ? `${mapping.modifierName} × ${mapping.modifierQuantity}`
      : mapping.modifierName,
  );

export interface OrderSections {
  /** What the guests have in their shared cart, not yet confirmed. */
  cart: TOrderItem[];
  /** Confirmed groups by number, each with its lines (a line wholly cancelled included). */
  confirmed: TOrderGroup[];
}

export function orderSections(groups: readonly TOrderGroup[]): OrderSections {
  const cart = groups
    .filter((group) => group.status === 'NEW')
    .flatMap((group) => group.orderItems)
    .filter((item) => item.quantity > 0 && item.status === 'NEW');
  const confirmed = groups
    .filter((group) => group.status !== 'NEW')
    .map((group) => ({
      ...group,
      orderItems: group.orderItems.filter((item) => item.quantity + item.cancelledQuantity > 0),
    }))
    .sort((a, b) => a.orderNumber - b.orderNumber);
  return { cart, confirmed };
}

const clock = new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit' });

/** '7:42 pm' in the device's time zone (the console runs at the branch). */
export const formatClock = (iso: string): string => clock.format(new Date(iso));
