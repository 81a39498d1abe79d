import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orderGroups, orderItems } from '../../db/schema/index';
import { notFound } from '../../lib/app-error';
import { lockOrder, type OrderRow } from './order-lock';

export type OrderItemRow = typeof orderItems.$inferSelect;
export type OrderGroupRow = typeof orderGroups.$inferSelect;

/**
 * An order item of this tenant with its order locked. The item is read again after the lock,
 * so a guest's or another staff member's change that committed meanwhile is seen.
 */
export async function lockOrderItem(
  tx: Database,
  tenantId: number,
  orderItemId: number,
): Promise<{ order: OrderRow; item: OrderItemRow }> {
  const where = and(eq(orderItems.id, orderItemId), eq(orderItems.tenantId, tenantId));
  const [found] = await tx.select({ orderId: orderItems.orderId }).from(orderItems).where(where);
  if (!found) throw notFound('Order item');
  const order = await lockOrder(tx, tenantId, found.orderId);
  const [item] = await tx.select().from(orderItems).where(where);
  if (!item) throw notFound('Order item');
  return { order, item };
}

/** An order group of this tenant with its order locked; read after the lock like items. */
export async function lockOrderGroup(
  tx: Database,
  tenantId: number,
  orderGroupId: number,
): Promise<{ order: OrderRow; group: OrderGroupRow }> {
  const where = and(eq(orderGroups.id, orderGroupId), eq(orderGroups.tenantId, tenantId));
  const [found] = await tx.select({ orderId: orderGroups.orderId }).from(orderGroups).where(where);
  if (!found) throw notFound('Order group');
  const order = await lockOrder(tx, tenantId, found.orderId);
  const [group] = await tx.select().from(orderGroups).where(where);
  if (!group) throw notFound('Order group');
  return { order, group };
}

export const groupItems = (tx: Database, orderGroupId: number): Promise<OrderItemRow[]> =>
  tx.select().from(orderItems).where(eq(orderItems.orderGroupId, orderGroupId));
