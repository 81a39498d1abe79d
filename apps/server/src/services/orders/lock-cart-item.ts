import { MSG } from '@tableside/shared/domain/messages';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orderGroups, orderItems } from '../../db/schema/index';
import type { GuestContext } from '../../http/guest-session';
import { AppError, notFound } from '../../lib/app-error';
import type { OrderItemRow } from '../staff/item-lock';
import { lockOrder, type OrderRow } from '../staff/order-lock';
import { assertCartWritable } from './order-guards';

/**
 * An item of the guest's cart with its order locked, read after the lock so a change another
 * guest committed meanwhile is seen. An item of another order is answered as missing; one
 * that was confirmed meanwhile gets the spec's text (the app reloads).
 */
export async function lockCartItem(
  tx: Database,
  guest: GuestContext,
  orderItemId: number,
): Promise<{ order: OrderRow; item: OrderItemRow }> {
  const byId = eq(orderItems.id, orderItemId);
  const [found] = await tx.select({ orderId: orderItems.orderId }).from(orderItems).where(byId);
  if (!found || found.orderId !== guest.orderId) throw notFound('Order item');
  const order = await lockOrder(tx, guest.tenantId, found.orderId);
  assertCartWritable(order);
  const [row] = await tx
    .select({ item: orderItems, groupStatus: orderGroups.status })
    .from(orderItems)
    .innerJoin(orderGroups, eq(orderGroups.id, orderItems.orderGroupId))
    .where(byId);
  if (!row) throw notFound('Order item');
  if (row.groupStatus !== 'NEW') throw new AppError('CONFLICT', MSG.orderItemAlreadyConfirmed);
  return { order, item: row.item };
}
