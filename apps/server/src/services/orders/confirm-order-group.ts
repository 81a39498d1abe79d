import type { TOrder } from '@tableside/shared/contract/order';
import { isVisibleItem } from '@tableside/shared/domain/cart';
import {
  groupAlreadyInProgress,
  itemsUnavailableForGroup,
  MSG,
} from '@tableside/shared/domain/messages';
import { and, eq, gt, sql } from 'drizzle-orm';
import { menuItems, orderGroups, orderItems, orders, products } from '../../db/schema/index';
import type { GuestContext } from '../../http/guest-session';
import { AppError, notFound } from '../../lib/app-error';
import { EventBatch } from '../staff/event-batch';
import { lockOrder } from '../staff/order-lock';
import { categoryIdOf, categoryPathOf } from './line-category';
import { loadOrder } from './load-order';
import type { OrderDeps } from './order-deps';
import { nextEventSeq, orderRooms } from './order-events';
import { assertCartWritable, assertOrderTimeOpen, assertTableVerified } from './order-guards';
import { loadItemsOfGroup } from './order-item-query';

export interface ConfirmOrderGroupInput {
  guest: GuestContext;
  orderGroupId: number;
}

/**
 * The slide-to-confirm: the cart goes to the kitchen. The order lock makes a double confirm
 * move the group once; the second call finds it IN_PROGRESS and gets the spec's text.
 */
export async function confirmOrderGroup(
  deps: OrderDeps,
  input: ConfirmOrderGroupInput,
): Promise<TOrder> {
  const { guest, orderGroupId } = input;
  const byId = eq(orderGroups.id, orderGroupId);
  const batch = new EventBatch();
  const result = await deps.db.transaction(async (tx) => {
    const [found] = await tx.select({ orderId: orderGroups.orderId }).from(orderGroups).where(byId);
    if (!found || found.orderId !== guest.orderId) throw notFound('Order group');
    const order = await lockOrder(tx, guest.tenantId, found.orderId);
    assertCartWritable(order);
    const [group] = await tx.select().from(orderGroups).where(byId);
    if (!group) throw notFound('Order group');
    if (group.status !== 'NEW') {
      throw new AppError('CONFLICT', groupAlreadyInProgress(orderGroupId));
    }
    assertTableVerified(order);
    await assertOrderTimeOpen(tx, deps.clock, order.branchId);
    const items = (await loadItemsOfGroup(tx, orderGroupId))
      .map((view) => view.item)
      .filter(isVisibleItem);
    if (items.length === 0) throw new AppError('CONFLICT', MSG.pleasePlaceOrders);
    if (items.some((item) => !item.isMenuItemAvailable)) {
      throw new AppError('CONFLICT', itemsUnavailableForGroup(orderGroupId));
    }

    const now = deps.clock.now();
    await tx
      .update(orderGroups)
      .set({ status: 'IN_PROGRESS', confirmedAt: now, confirmedByCustomerId: guest.customerId })
      .where(byId);
    // Lines set to 0 stay NEW: they are hidden and never reach the kitchen. The names and
    // the category are taken again now, as the guest saw them when confirming: from here on
    // the bill, the kitchen and the order show these, whatever the catalogue becomes later.
    await tx
      .update(orderItems)
      .set({
        status: 'IN_PROGRESS',
        itemName: sql`(select ${products.displayName} from ${products} where ${products.id} = ${orderItems.productId})`,
        sizeName: sql`(select ${menuItems.sizeName} from ${menuItems} where ${menuItems.id} = ${orderItems.menuItemId})`,
        categoryId: categoryIdOf(orderItems.productId),
        categoryPath: categoryPathOf(orderItems.productId),
      })
      .where(and(eq(orderItems.orderGroupId, orderGroupId), gt(orderItems.quantity, 0)));
    if (order.status === 'NEW') {
      await tx.update(orders).set({ status: 'IN_PROGRESS' }).where(eq(orders.id, order.id));
    }

    const seq = await nextEventSeq(tx, order.id);
    const target = await orderRooms(tx, order.id);
    batch.add(target.cart, 'confirmedOrderCart', { orderId: order.id, seq, orderGroupId });
    batch.add(target.staff, 'kitchenTicket', { orderId: order.id, orderGroupId });
    batch.add(target.staff, 'staffOrderUpdate', { orderId: order.id });
    return loadOrder(tx, order.id);
  });
  batch.publishTo(deps.publisher);
  return result;
}
