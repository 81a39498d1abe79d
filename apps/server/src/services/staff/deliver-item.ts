import type { OrderGroupStatus } from '@tableside/shared/domain/enums';
import { eq } from 'drizzle-orm';
import { orderGroups, orderItems } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { nextEventSeq, orderRooms } from '../orders/order-events';
import { EventBatch } from './event-batch';
import { settledGroupStatus } from './group-settlement';
import { groupItems, lockOrderItem } from './item-lock';
import { assertOrderOpen } from './order-lock';
import type { StaffDeps } from './staff-deps';

export interface DeliverItemInput {
  tenantId: number;
  orderItemId: number;
}

export interface DeliverItemResult {
  orderId: number;
  orderGroupId: number;
  orderItemId: number;
  /** The group's status afterwards: COMPLETED once everything it shows is delivered. */
  groupStatus: OrderGroupStatus;
}

/**
 * A confirmed (IN_PROGRESS) item reached the table. Delivering it again changes nothing and
 * tells nobody. The last visible item delivered completes its group (group-settlement.ts).
 */
export async function deliverItem(
  deps: StaffDeps,
  input: DeliverItemInput,
): Promise<DeliverItemResult> {
  const batch = new EventBatch();
  const result = await deps.db.transaction(async (tx) => {
    const { order, item } = await lockOrderItem(tx, input.tenantId, input.orderItemId);
    assertOrderOpen(order);
    const [group] = await tx
      .select()
      .from(orderGroups)
      .where(eq(orderGroups.id, item.orderGroupId));
    if (!group) throw new Error(`order group ${item.orderGroupId} vanished`);
    const answer = { orderId: order.id, orderGroupId: group.id, orderItemId: item.id };
    if (item.status === 'DELIVERED') return { ...answer, groupStatus: group.status };
    if (item.status !== 'IN_PROGRESS') {
      throw new AppError(
        'CONFLICT',
        item.status === 'NEW'
          ? `Order item ${item.id} is not confirmed yet`
          : `Order item ${item.id} was cancelled`,
      );
    }
    await tx
      .update(orderItems)
      .set({ status: 'DELIVERED', deliveredAt: deps.clock.now() })
      .where(eq(orderItems.id, item.id));
    const target = await orderRooms(tx, order.id);
    const seq = await nextEventSeq(tx, order.id);
    batch.add(target.cart, 'deliveredOrderItem', { ...answer, seq });

    const groupStatus = settledGroupStatus(group.status, await groupItems(tx, group.id));
    if (groupStatus !== group.status) {
      await tx.update(orderGroups).set({ status: groupStatus }).where(eq(orderGroups.id, group.id));
      const groupSeq = await nextEventSeq(tx, order.id);
      batch.add(target.cart, 'orderGroupStatusUpdate', {
        orderId: order.id,
        seq: groupSeq,
        orderGroupId: group.id,
        status: groupStatus,
      });
    }
    batch.add(target.staff, 'staffOrderUpdate', { orderId: order.id });
    return { ...answer, groupStatus };
  });
  batch.publishTo(deps.publisher);
  return result;
}
