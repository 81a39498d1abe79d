// Effects of the live cart events (spec section 4, DECISIONS.md) on the order's groups.
// Each returns new arrays and objects: the inputs are query-cache data and must not change.
import { type CartGroup, type CartItem, isVisibleItem } from './cart';
import type { OrderGroupStatus, PrepStatus } from './enums';

function mergeItems<T extends CartItem>(current: readonly T[], changed: readonly T[]): T[] {
  const merged = [...current];
  for (const item of changed) {
    const index = merged.findIndex((existing) => existing.id === item.id);
    if (item.quantity <= 0) {
      if (index !== -1) merged.splice(index, 1);
    } else if (index === -1) {
      merged.push(item);
    } else {
      merged[index] = item;
    }
  }
  return merged;
}

/**
 * Applies an updateOrderCart payload. The payload carries whole items and groups as they now
 * are, so they replace the current ones. Only groups the event touched are dropped when
 * empty; an untouched group is left as the order fetch returned it.
 */
export function mergeCartUpdate<G extends CartGroup>(
  current: readonly G[],
  incoming: readonly G[],
): G[] {
  const result = [...current];
  for (const changed of incoming) {
    const index = result.findIndex((group) => group.id === changed.id);
    const existing = index === -1 ? [] : (result[index]?.orderItems ?? []);
    const merged = { ...changed, orderItems: mergeItems(existing, changed.orderItems) };
    if (index === -1) {
      if (merged.orderItems.length > 0) result.push(merged);
    } else if (merged.orderItems.length > 0) {
      result[index] = merged;
    } else {
      result.splice(index, 1);
    }
  }
  return result;
}

const updateGroup = <G extends CartGroup>(
  groups: readonly G[],
  orderGroupId: number,
  update: (group: G) => G,
): G[] => groups.map((group) => (group.id === orderGroupId ? update(group) : group));

/**
 * confirmedOrderCart. Cancelled items keep their status so that confirming never brings a
 * cancelled item back into view.
 */
export function applyConfirmation<G extends CartGroup>(
  groups: readonly G[],
  orderGroupId: number,
): G[] {
  return updateGroup(groups, orderGroupId, (group) => ({
    ...group,
    status: 'IN_PROGRESS',
    orderItems: group.orderItems.map((item) =>
      isVisibleItem(item) ? { ...item, status: 'IN_PROGRESS' as const } : item,
    ),
  }));
}

/** deliveredOrderItem. */
export function applyItemDelivered<G extends CartGroup>(
  groups: readonly G[],
  event: { orderGroupId: number; orderItemId: number },
): G[] {
  return updateGroup(groups, event.orderGroupId, (group) => ({
    ...group,
    orderItems: group.orderItems.map((item) =>
      item.id === event.orderItemId ? { ...item, status: 'DELIVERED' as const } : item,
    ),
  }));
}

/** orderItemPrepStatus (issue 14): the kitchen's progress on one confirmed item. */
export function applyItemPrepStatus<G extends CartGroup>(
  groups: readonly G[],
  event: { orderGroupId: number; orderItemId: number; prepStatus: PrepStatus },
): G[] {
  return updateGroup(groups, event.orderGroupId, (group) => ({
    ...group,
    orderItems: group.orderItems.map((item) =>
      item.id === event.orderItemId ? { ...item, prepStatus: event.prepStatus } : item,
    ),
  }));
}

/** orderGroupStatusUpdate: the group's own status only; item statuses come with their events. */
export function applyGroupStatus<G extends CartGroup>(
  groups: readonly G[],
  event: { orderGroupId: number; status: OrderGroupStatus },
): G[] {
  return updateGroup(groups, event.orderGroupId, (group) => ({ ...group, status: event.status }));
}
