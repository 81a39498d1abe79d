import type { TOrder, TOrderItem } from '@tableside/shared/contract/order';
import { visibleGroups } from '@tableside/shared/domain/cart';
import type { Database } from '../../db/client';
import { type OrderSnapshot, readOrder } from './order-snapshot';
import { toOrderGroup } from './order-view-mappers';

/**
 * The order as guests see it (ZOrder), in three queries whatever its size. Cancelled groups,
 * cancelled items and items at quantity 0 are left out (spec section 4), and an item's
 * quantity is what remains after staff cancellations. `seq` is the order's last event
 * number: call it inside the writing transaction to answer the state that event describes.
 */
export async function loadOrder(db: Database, orderId: number): Promise<TOrder> {
  return toWireOrder(await readOrder(db, orderId));
}

/** ZOrder of an order already read (a write that also sends its cart event from it). */
export function toWireOrder({ order, tables, groups, items, guests }: OrderSnapshot): TOrder {
  const itemsOf = new Map<number, TOrderItem[]>();
  for (const { orderGroupId, item } of items) {
    const list = itemsOf.get(orderGroupId) ?? [];
    list.push(item);
    itemsOf.set(orderGroupId, list);
  }
  // A closed order has released its tables; it still names the ones it sat at. A table left
  // and later returned to appears once.
  const active = tables.filter((table) => table.active);
  const shownTables = [
    ...new Map((active.length > 0 ? active : tables).map((t) => [t.id, t])).values(),
  ];
  return {
    id: order.id,
    status: order.status,
    isSystemCompleted: order.isSystemCompleted,
    isVoid: order.isVoid,
    isVerified: order.isVerified,
    code: order.tableCode,
    tables: shownTables.map((table) => ({ id: table.id })),
    tableNames: shownTables.map((table) => table.name),
    orderGroups: visibleGroups(
      groups.map((group) => toOrderGroup(group, itemsOf.get(group.id) ?? [])),
    ),
    callWaiter: order.callWaiter,
    callWaiterReasons: order.callWaiterReasons,
    callWaiterStatus: order.callWaiterStatus,
    checkoutCustomerId: order.checkoutCustomerId,
    seq: order.eventSeq,
    customers: guests,
  };
}
