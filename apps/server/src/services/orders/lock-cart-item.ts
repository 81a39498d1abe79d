import { MSG } from '@tableside/shared/domain/messages';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { reusableQuery } from '../../db/reusable-query';
import { orderGroups, orderItems } from '../../db/schema/index';
import type { GuestContext } from '../../http/guest-session';
import { AppError, notFound } from '../../lib/app-error';
import type { OrderItemRow } from '../staff/item-lock';
import { lockOrder, type OrderRow } from '../staff/order-lock';
import { lockOrderNextSeq } from './order-events';
import { assertCartWritable } from './order-guards';

// Every quantity change and edit reads its line: built once (see reusable-query).
const selectItem = reusableQuery((db) =>
  db
    .select({ item: orderItems, groupStatus: orderGroups.status })
    .from(orderItems)
    .innerJoin(orderGroups, eq(orderGroups.id, orderItems.orderGroupId))
    .where(eq(orderItems.id, sql.placeholder('orderItemId'))),
);

/**
 * An item of the guest's cart with its order locked, read after the lock so a change another
 * guest committed meanwhile is seen. An item of another order is answered as missing; one
 * that was confirmed meanwhile gets the spec's text (the app reloads).
 */
export async function lockCartItem(
  tx: Database,
  guest: GuestContext,
  orderItemId: number,
  options: { nextSeq?: boolean } = {},
): Promise<{ order: OrderRow; item: OrderItemRow }> {
  // The session's own order is the only one a guest can change: lock it, then read the item
  // as it is now; an item of another order is answered as missing.
  // `nextSeq`: the caller always writes, so the lock also takes the event number.
  const order = options.nextSeq
    ? await lockOrderNextSeq(tx, guest.tenantId, guest.orderId)
    : await lockOrder(tx, guest.tenantId, guest.orderId);
  const [row] = await selectItem(tx, { orderItemId });
  if (!row || row.item.orderId !== guest.orderId) throw notFound('Order item');
  assertCartWritable(order);
  if (row.groupStatus !== 'NEW') throw new AppError('CONFLICT', MSG.orderItemAlreadyConfirmed);
  return { order, item: row.item };
}
