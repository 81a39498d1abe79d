// How orders are named, grouped and ordered on My Orders, Repeat and the promotion lists.
import {
  type CartGroup,
  type CartItem,
  type ItemOf,
  isVisibleItem,
  pendingCartItems,
  visibleGroups,
} from './cart';

export type GroupStatusTag = 'IN PROGRESS' | 'DELIVERED';

export interface CategorisedItem extends CartItem {
  topMostCategory: string;
}

export interface CategorySection<T> {
  category: string;
  items: T[];
}

export interface CompletedOrderCard<G> {
  label: string;
  tag: GroupStatusTag;
  group: G;
}

/** 1-based position in the Completed tab: 'Order #01' ... 'Order #10', 'Order #123'. */
export function orderGroupLabel(position: number): string {
  if (!Number.isInteger(position) || position < 1) {
    throw new RangeError(`Order position must be a positive integer, got ${position}`);
  }
  return `Order #${String(position).padStart(2, '0')}`;
}

// A fixed locale keeps the order identical on the server and on every phone. Built on first
// use, not at load: a page's first Intl object costs a phone 50-80 ms (decision 0036).
let collator: Intl.Collator | null = null;
const compareNames = (a: string, b: string) => {
  collator ??= new Intl.Collator('en', { sensitivity: 'accent', numeric: true });
  return collator.compare(a, b);
};

/** Alphabetical, case-insensitive; equal names keep their input order (stable sort). */
export function sortByName<K extends string, T extends Record<K, string>>(
  list: readonly T[],
  key: K,
): T[] {
  return [...list].sort((a, b) => compareNames(a[key], b[key]));
}

/** Sections in alphabetical order; items keep their order within a section. */
export function groupByCategory<T extends { topMostCategory: string }>(
  items: readonly T[],
): CategorySection<T>[] {
  const sections = new Map<string, T[]>();
  for (const item of items) {
    const section = sections.get(item.topMostCategory);
    if (section) section.push(item);
    else sections.set(item.topMostCategory, [item]);
  }
  const list = [...sections].map(([category, sectionItems]) => ({ category, items: sectionItems }));
  return sortByName(list, 'category');
}

/** The Pending tab. */
export function pendingItemsByCategory<G extends CartGroup<CategorisedItem>>(
  groups: readonly G[],
): CategorySection<ItemOf<G>>[] {
  return groupByCategory(pendingCartItems(groups));
}

/** Repeat: visible items that were confirmed (status not NEW). */
export function reorderItemsByCategory<G extends CartGroup<CategorisedItem>>(
  groups: readonly G[],
): CategorySection<ItemOf<G>>[] {
  const confirmed = visibleGroups(groups)
    .flatMap((group) => [...group.orderItems])
    .filter((item) => item.status !== 'NEW');
  return groupByCategory(confirmed);
}

/** Promotions by sequence; those without one go last, ties keep their input order. */
export function sortBySequence<T extends { sequence?: number | null }>(list: readonly T[]): T[] {
  const rank = (item: T): number => item.sequence ?? Number.POSITIVE_INFINITY;
  // Two missing sequences give Infinity - Infinity = NaN, which sort treats as equal.
  return [...list].sort((a, b) => rank(a) - rank(b));
}

/** Items can all be delivered before the kitchen marks the group; the guest sees that first. */
export function groupStatusTag(group: CartGroup): GroupStatusTag {
  if (group.status === 'COMPLETED' || group.status === 'DELIVERED') return 'DELIVERED';
  const items = group.orderItems.filter(isVisibleItem);
  const allDelivered = items.length > 0 && items.every((item) => item.status === 'DELIVERED');
  return allDelivered ? 'DELIVERED' : 'IN PROGRESS';
}

/** The Completed tab: visible confirmed groups, numbered in the order the order lists them. */
export function completedOrderCards<G extends CartGroup>(
  groups: readonly G[],
): CompletedOrderCard<G>[] {
  return visibleGroups(groups)
    .filter((group) => group.status !== 'NEW')
    .map((group, index) => ({
      label: orderGroupLabel(index + 1),
      tag: groupStatusTag(group),
      group,
    }));
}
