import type { TOrder, TOrderItem } from '@tableside/shared/contract/order';
import { visibleGroups } from '@tableside/shared/domain/cart';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  customers,
  diningTables,
  orderCustomers,
  orderGroups,
  orders,
  orderTables,
} from '../../db/schema/index';
import { notFound } from '../../lib/app-error';
import { itemsOfOrder, loadOrderItemViews } from './order-item-query';
import { toOrderGroup } from './order-view-mappers';

/**
 * The order as guests see it (ZOrder), in six queries whatever its size. Cancelled groups,
 * cancelled items and items at quantity 0 are left out (spec section 4), and an item's
 * quantity is what remains after staff cancellations. `seq` is the order's last event
 * number: call it inside the writing transaction to answer the state that event describes.
 */
export async function loadOrder(db: Database, orderId: number): Promise<TOrder> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw notFound('Order');
  const tables = await db
    .select({ id: diningTables.id, name: diningTables.name, active: orderTables.active })
    .from(orderTables)
    .innerJoin(diningTables, eq(diningTables.id, orderTables.tableId))
    .where(eq(orderTables.orderId, orderId))
    .orderBy(asc(orderTables.id));
  const groups = await db
    .select()
    .from(orderGroups)
    .where(eq(orderGroups.orderId, orderId))
    .orderBy(asc(orderGroups.groupNumber));
  const items = await loadOrderItemViews(db, itemsOfOrder(orderId));
  const guests = await db
    .select({ id: customers.id, name: customers.name, isPrimary: orderCustomers.isPrimary })
    .from(orderCustomers)
    .innerJoin(customers, eq(customers.id, orderCustomers.customerId))
    .where(eq(orderCustomers.orderId, orderId))
    .orderBy(asc(orderCustomers.joinedAt), asc(customers.id));

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
