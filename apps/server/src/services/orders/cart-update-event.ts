import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orderGroups } from '../../db/schema/index';
import type { EventBatch } from '../staff/event-batch';
import { orderRooms } from './order-events';
import { itemsWithIds, loadOrderItemViews } from './order-item-query';
import { toOrderGroup } from './order-view-mappers';

/** Portions staff took off a changed item, and why: guests are told with the item's name. */
export interface CancelledPortions {
  orderItemId: number;
  quantity: number;
  reason: string | null;
}

/**
 * Queues `updateOrderCart` with the changed items as they now are (quantity 0 = removed),
 * grouped, for every table of the order, and `staffOrderUpdate` for the console.
 */
export async function queueCartUpdate(
  tx: Database,
  batch: EventBatch,
  change: {
    orderId: number;
    seq: number;
    orderItemIds: readonly number[];
    cancelled?: CancelledPortions;
  },
): Promise<void> {
  const views = await loadOrderItemViews(tx, itemsWithIds([...new Set(change.orderItemIds)]));
  const { cancelled } = change;
  // The name guests see on the line (the snapshot it was ordered under).
  const cancelledItem = views.find((view) => view.item.id === cancelled?.orderItemId)?.item;
  const groupIds = [...new Set(views.map((view) => view.orderGroupId))];
  const groups =
    groupIds.length === 0
      ? []
      : await tx.select().from(orderGroups).where(inArray(orderGroups.id, groupIds));
  const target = await orderRooms(tx, change.orderId);
  batch.add(target.cart, 'updateOrderCart', {
    orderId: change.orderId,
    seq: change.seq,
    orderGroups: groups.map((group) =>
      toOrderGroup(
        group,
        views.filter((view) => view.orderGroupId === group.id).map((view) => view.item),
      ),
    ),
    ...(cancelled && cancelledItem
      ? { cancellation: { ...cancelled, itemName: cancelledItem.menuItemMaster.displayName } }
      : {}),
  });
  batch.add(target.staff, 'staffOrderUpdate', { orderId: change.orderId });
}
