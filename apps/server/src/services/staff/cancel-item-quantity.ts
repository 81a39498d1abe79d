import type { OrderGroupStatus, OrderItemStatus } from '@tableside/shared/domain/enums';
import { eq } from 'drizzle-orm';
import { orderGroups, orderItemCancellations, orderItems } from '../../db/schema/index';
import { AppError, badRequest } from '../../lib/app-error';
import { assertBillUnshared } from '../bill-shares/assert-bill-unshared';
import { queueCartUpdate } from '../orders/cart-update-event';
import { nextEventSeq } from '../orders/order-events';
import { remainingQuantity } from '../orders/order-view-mappers';
import { EventBatch } from './event-batch';
import { settledGroupStatus } from './group-settlement';
import { groupItems, lockOrderItem } from './item-lock';
import { assertOrderOpen } from './order-lock';
import type { StaffDeps } from './staff-deps';
import { assertStaffOfTenant } from './staff-user';

export interface CancelItemQuantityInput {
  tenantId: number;
  orderItemId: number;
  /** How many portions to cancel, at most what is left of the item. */
  quantity: number;
  reason?: string;
  /** Who cancelled (kept with the cancellation). */
  staffUserId?: number;
}

export interface CancelItemQuantityResult {
  orderId: number;
  orderItemId: number;
  /** Portions left on the bill after this cancellation. */
  remainingQuantity: number;
  itemStatus: OrderItemStatus;
  groupStatus: OrderGroupStatus;
}

/**
 * Staff take portions of a confirmed item off the order (and so off the bill). Cancelling
 * all of it cancels the item, and a group with nothing left is cancelled too; a group whose
 * remaining items are all delivered is completed (group-settlement.ts). The cart (NEW items)
 * is the guests' to change, so staff cannot cancel from it.
 */
export async function cancelItemQuantity(
  deps: StaffDeps,
  input: CancelItemQuantityInput,
): Promise<CancelItemQuantityResult> {
  if (!Number.isSafeInteger(input.quantity) || input.quantity < 1) {
    throw badRequest('quantity must be a whole number of at least 1');
  }
  const batch = new EventBatch();
  const result = await deps.db.transaction(async (tx) => {
    const { order, item } = await lockOrderItem(tx, input.tenantId, input.orderItemId);
    assertOrderOpen(order);
    await assertStaffOfTenant(tx, input.tenantId, input.staffUserId);
    await assertBillUnshared(tx, order.id);
    if (item.status === 'NEW') {
      throw new AppError('CONFLICT', `Order item ${item.id} is not confirmed yet`);
    }
    const left = remainingQuantity(item);
    if (item.status === 'CANCELLED' || left === 0) {
      throw new AppError('CONFLICT', `Order item ${item.id} is already cancelled`);
    }
    if (input.quantity > left) {
      throw new AppError('CONFLICT', `Only ${left} of order item ${item.id} can be cancelled`);
    }
    const cancelledQuantity = item.cancelledQuantity + input.quantity;
    const itemStatus: OrderItemStatus =
      cancelledQuantity === item.quantity ? 'CANCELLED' : item.status;
    await tx
      .update(orderItems)
      .set({ cancelledQuantity, status: itemStatus })
      .where(eq(orderItems.id, item.id));
    const reason = input.reason?.trim() || null;
    await tx.insert(orderItemCancellations).values({
      tenantId: order.tenantId,
      orderItemId: item.id,
      quantity: input.quantity,
      reason,
      staffUserId: input.staffUserId ?? null,
      createdAt: deps.clock.now(),
    });
    const [group] = await tx
      .select()
      .from(orderGroups)
      .where(eq(orderGroups.id, item.orderGroupId));
    if (!group) throw new Error(`order group ${item.orderGroupId} vanished`);
    const groupStatus = settledGroupStatus(group.status, await groupItems(tx, group.id));
    if (groupStatus !== group.status) {
      await tx.update(orderGroups).set({ status: groupStatus }).where(eq(orderGroups.id, group.id));
    }

    // The group travels with its new status, and the cancellation with its reason, so one
    // cart event tells the guests everything.
    const seq = await nextEventSeq(tx, order.id);
    await queueCartUpdate(tx, batch, {
      orderId: order.id,
      seq,
      orderItemIds: [item.id],
      cancelled: { orderItemId: item.id, quantity: input.quantity, reason },
    });
    return {
      orderId: order.id,
      orderItemId: item.id,
      remainingQuantity: item.quantity - cancelledQuantity,
      itemStatus,
      groupStatus,
    };
  });
  batch.publishTo(deps.publisher);
  return result;
}
