import type { PrepStatus } from '@tableside/shared/domain/enums';
import { type PrepTarget, prepStep } from '@tableside/shared/domain/prep-status';
import { eq } from 'drizzle-orm';
import { orderItems } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { nextEventSeq, orderRooms } from '../orders/order-events';
import { EventBatch } from '../staff/event-batch';
import { lockOrderItem } from '../staff/item-lock';
import { assertOrderOpen } from '../staff/order-lock';
import type { StaffDeps } from '../staff/staff-deps';

export interface PrepareItemInput {
  tenantId: number;
  staffUserId: number;
  orderItemId: number;
  prepStatus: PrepTarget;
}

export interface PrepareItemResult {
  orderId: number;
  prepStatus: PrepStatus;
}

/** 409 naming the state the item is in, when the kitchen can no longer move it on. */
function refuse(itemId: number, status: string): never {
  throw new AppError('CONFLICT', `Order item ${itemId} is ${status}`);
}

/**
 * The kitchen moves a confirmed item on (NEW -> PREPARING -> READY; skipping PREPARING is
 * allowed, a poured drink is ready at once). Setting the state it already has changes nothing
 * and tells nobody; going back, or touching an item not confirmed, delivered or cancelled, is
 * a 409. The order's guests (cart channel, with the order's seq) and the branch's staff hear it.
 */
export async function prepareItem(
  deps: StaffDeps,
  input: PrepareItemInput,
): Promise<PrepareItemResult> {
  const batch = new EventBatch();
  const result = await deps.db.transaction(async (tx) => {
    const { order, item } = await lockOrderItem(tx, input.tenantId, input.orderItemId);
    assertOrderOpen(order);
    if (item.status === 'NEW') refuse(item.id, 'not confirmed yet');
    if (item.status !== 'IN_PROGRESS') refuse(item.id, item.status);
    const step = prepStep(item.prepStatus, input.prepStatus);
    if (step === 'same') return { orderId: order.id, prepStatus: item.prepStatus };
    if (step === 'backward') refuse(item.id, `already ${item.prepStatus}`);
    await tx
      .update(orderItems)
      .set({ prepStatus: input.prepStatus, prepUpdatedAt: deps.clock.now() })
      .where(eq(orderItems.id, item.id));
    await writeAudit(tx, {
      tenantId: input.tenantId,
      staffUserId: input.staffUserId,
      action: 'orderItem.prep',
      entity: 'order_item',
      entityId: item.id,
      detail: { orderId: order.id, from: item.prepStatus, to: input.prepStatus },
    });
    const target = await orderRooms(tx, order.id);
    const seq = await nextEventSeq(tx, order.id);
    batch.add(target.cart, 'orderItemPrepStatus', {
      orderId: order.id,
      seq,
      orderGroupId: item.orderGroupId,
      orderItemId: item.id,
      prepStatus: input.prepStatus,
    });
    batch.add(target.staff, 'staffOrderUpdate', { orderId: order.id });
    return { orderId: order.id, prepStatus: input.prepStatus };
  });
  batch.publishTo(deps.publisher);
  return result;
}
