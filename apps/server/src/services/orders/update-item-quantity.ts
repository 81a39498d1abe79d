import type { TOrder } from '@tableside/shared/contract/order';
import { and, eq } from 'drizzle-orm';
import { branchMenuItems, menuItems, orderItems, products } from '../../db/schema/index';
import type { GuestContext } from '../../http/guest-session';
import { guestOrderable } from '../menu/guest-availability';
import { EventBatch } from '../staff/event-batch';
import { queueCartUpdateFrom } from './cart-update-event';
import { toWireOrder } from './load-order';
import { lockCartItem } from './lock-cart-item';
import type { OrderDeps } from './order-deps';
import { assertOrderTimeOpen } from './order-guards';
import { readOrder } from './order-snapshot';
import { outOfStock } from './price-order-lines';

export interface UpdateItemQuantityInput {
  guest: GuestContext;
  orderItemId: number;
  /** 0 removes the line. */
  quantity: number;
}

/**
 * The cart counter. Lowering is always allowed, so the Pay Bill flow can clear the cart after
 * closing time and an out-of-stock line can be removed; raising needs the order time open and
 * the size in stock, like an add.
 */
export async function updateItemQuantity(
  deps: OrderDeps,
  input: UpdateItemQuantityInput,
): Promise<TOrder> {
  const batch = new EventBatch();
  const result = await deps.db.transaction(async (tx) => {
    const { order, item } = await lockCartItem(tx, input.guest, input.orderItemId, {
      nextSeq: true,
    });
    if (input.quantity > item.quantity) {
      await assertOrderTimeOpen(tx, deps.clock, order.branchId);
      const [size] = await tx
        .select({
          displayName: products.displayName,
          sizeName: menuItems.sizeName,
          isAvailable: guestOrderable,
        })
        .from(menuItems)
        .innerJoin(products, eq(products.id, menuItems.productId))
        .leftJoin(
          branchMenuItems,
          and(
            eq(branchMenuItems.menuItemId, menuItems.id),
            eq(branchMenuItems.branchId, order.branchId),
          ),
        )
        .where(eq(menuItems.id, item.menuItemId));
      if (size && size.isAvailable !== true) throw outOfStock(size.displayName, size.sizeName);
    }
    await tx
      .update(orderItems)
      .set({ quantity: input.quantity, actionType: input.quantity === 0 ? 'REMOVE' : 'UPDATE' })
      .where(eq(orderItems.id, item.id));
    const seq = order.eventSeq;
    const snapshot = await readOrder(tx, order.id);
    queueCartUpdateFrom(batch, snapshot, {
      orderId: order.id,
      seq,
      orderItemIds: [item.id],
      byCustomerId: input.guest.customerId,
    });
    return toWireOrder(snapshot);
  });
  batch.publishTo(deps.publisher);
  return result;
}
