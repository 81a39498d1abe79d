import type { TOrderGroup } from '@tableside/shared/contract/order';
import type { TCartChangedBy } from '@tableside/shared/contract/realtime';
import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orderGroups } from '../../db/schema/index';
import type { EventBatch } from '../staff/event-batch';
import { type OrderRooms, orderRooms, roomsOf } from './order-events';
import { itemsWithIds, loadOrderItemViews, type OrderItemView } from './order-item-query';
import type { OrderSnapshot } from './order-snapshot';
import { type GroupRow, toOrderGroup } from './order-view-mappers';

/** Portions staff took off a changed item, and why: guests are told with the item's name. */
export interface CancelledPortions {
  orderItemId: number;
  quantity: number;
  reason: string | null;
}

export interface CartChange {
  orderId: number;
  seq: number;
  orderItemIds: readonly number[];
  cancelled?: CancelledPortions;
  /** The guest whose write this is (guest cart writes only). */
  byCustomerId?: number;
}

/**
 * Queues `updateOrderCart` with the changed items as they now are (quantity 0 = removed),
 * grouped, for every table of the order, and `staffOrderUpdate` for the console.
 */
export async function queueCartUpdate(
  tx: Database,
  batch: EventBatch,
  change: CartChange,
): Promise<void> {
  const views = await loadOrderItemViews(tx, itemsWithIds([...new Set(change.orderItemIds)]));
  const groupIds = [...new Set(views.map((view) => view.orderGroupId))];
  const groups =
    groupIds.length === 0
      ? []
      : await tx.select().from(orderGroups).where(inArray(orderGroups.id, groupIds));
  queueEvents(batch, await orderRooms(tx, change.orderId), change, groups, views);
}

/** The same events from an order the write has just read whole: no further query. */
export function queueCartUpdateFrom(
  batch: EventBatch,
  snapshot: OrderSnapshot,
  change: CartChange,
): void {
  const ids = new Set(change.orderItemIds);
  const views = snapshot.items.filter((view) => ids.has(view.item.id));
  const groupIds = new Set(views.map((view) => view.orderGroupId));
  const tables = snapshot.tables.map((table) => ({ tableId: table.id, active: table.active }));
  const rooms = roomsOf(snapshot.order, tables);
  const guest = snapshot.guests.find((row) => row.id === change.byCustomerId);
  const changedBy = guest ? { customerId: guest.id, name: guest.name } : undefined;
  queueEvents(
    batch,
    rooms,
    change,
    snapshot.groups.filter((group) => groupIds.has(group.id)),
    views,
    changedBy,
  );
}

function queueEvents(
  batch: EventBatch,
  target: OrderRooms,
  change: CartChange,
  groups: readonly GroupRow[],
  views: readonly OrderItemView[],
  changedBy?: TCartChangedBy,
): void {
  const { cancelled } = change;
  // The name guests see on the line (the snapshot it was ordered under).
  const cancelledItem = views.find((view) => view.item.id === cancelled?.orderItemId)?.item;
  const orderGroupsOut: TOrderGroup[] = groups.map((group) =>
    toOrderGroup(
      group,
      views.filter((view) => view.orderGroupId === group.id).map((view) => view.item),
    ),
  );
  batch.add(target.cart, 'updateOrderCart', {
    orderId: change.orderId,
    seq: change.seq,
    orderGroups: orderGroupsOut,
    ...(cancelled && cancelledItem
      ? { cancellation: { ...cancelled, itemName: cancelledItem.menuItemMaster.displayName } }
      : {}),
    ...(changedBy ? { changedBy } : {}),
  });
  batch.add(target.staff, 'staffOrderUpdate', { orderId: change.orderId });
}
