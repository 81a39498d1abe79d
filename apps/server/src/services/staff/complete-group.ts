import { eq, inArray } from 'drizzle-orm';
import { orderGroups, orderItems } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { nextEventSeq, orderRooms } from '../orders/order-events';
import { remainingQuantity } from '../orders/order-view-mappers';
import { EventBatch } from './event-batch';
import { groupItems, lockOrderGroup } from './item-lock';
import { assertOrderOpen } from './order-lock';
import type { StaffDeps } from './staff-deps';

export interface CompleteGroupInput {
  tenantId: number;
  orderGroupId: number;
}

export interface CompleteGroupResult {
  orderId: number;
  orderGroupId: number;
  /** Items this call marked delivered (empty when the group was already completed). */
  deliveredItemIds: number[];
}

/**
 * Staff mark a confirmed group served in full. Its items still IN_PROGRESS become DELIVERED
 * too, each with its own deliveredOrderItem event, because the guests' screens change item
 * statuses only through item events. Completing a completed group changes nothing.
 */
export async function completeGroup(
  deps: StaffDeps,
  input: CompleteGroupInput,
): Promise<CompleteGroupResult> {
  const batch = new EventBatch();
  const result = await deps.db.transaction(async (tx) => {
    const { order, group } = await lockOrderGroup(tx, input.tenantId, input.orderGroupId);
    assertOrderOpen(order);
    const answer = { orderId: order.id, orderGroupId: group.id };
    if (group.status === 'COMPLETED') return { ...answer, deliveredItemIds: [] };
    if (group.status === 'NEW') {
      throw new AppError('CONFLICT', `Order group ${group.id} is not confirmed yet`);
    }
    if (group.status === 'CANCELLED') {
      throw new AppError('CONFLICT', `Order group ${group.id} was cancelled`);
    }
    const pending = (await groupItems(tx, group.id)).filter(
      (item) => item.status === 'IN_PROGRESS' && remainingQuantity(item) > 0,
    );
    const deliveredItemIds = pending.map((item) => item.id).sort((a, b) => a - b);
    if (deliveredItemIds.length > 0) {
      await tx
        .update(orderItems)
        .set({ status: 'DELIVERED', deliveredAt: deps.clock.now() })
        .where(inArray(orderItems.id, deliveredItemIds));
    }
    await tx.update(orderGroups).set({ status: 'COMPLETED' }).where(eq(orderGroups.id, group.id));

    const target = await orderRooms(tx, order.id);
    for (const orderItemId of deliveredItemIds) {
      const seq = await nextEventSeq(tx, order.id);
      batch.add(target.cart, 'deliveredOrderItem', { ...answer, seq, orderItemId });
    }
    const seq = await nextEventSeq(tx, order.id);
    batch.add(target.cart, 'orderGroupStatusUpdate', { ...answer, seq, status: 'COMPLETED' });
    batch.add(target.staff, 'staffOrderUpdate', { orderId: order.id });
    return { ...answer, deliveredItemIds };
  });
  batch.publishTo(deps.publisher);
  return result;
}
