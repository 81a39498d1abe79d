import { eq } from 'drizzle-orm';
import { orders } from '../../db/schema/index';
import { nextEventSeq, orderRooms } from '../orders/order-events';
import { EventBatch } from './event-batch';
import { assertOrderOpen, lockOrder } from './order-lock';
import type { StaffDeps } from './staff-deps';
import { addStaffTableUpdates } from './staff-events';

export interface ResolveCallWaiterInput {
  tenantId: number;
  orderId: number;
}

export interface ResolveCallWaiterResult {
  orderId: number;
  /** False when there was no open call to resolve (nothing changed, nobody told). */
  resolved: boolean;
}

/**
 * A waiter attended the table: the call is cleared, so the guests' panel lets them send every
 * reason again, and the floor view drops the call.
 */
export async function resolveCallWaiter(
  deps: StaffDeps,
  input: ResolveCallWaiterInput,
): Promise<ResolveCallWaiterResult> {
  const batch = new EventBatch();
  const result = await deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, input.tenantId, input.orderId);
    assertOrderOpen(order);
    const open =
      order.callWaiter ||
      order.callWaiterStatus === 'REQUESTED' ||
      order.callWaiterReasons.length > 0;
    if (!open) return { orderId: order.id, resolved: false };
    await tx
      .update(orders)
      .set({
        callWaiter: false,
        callWaiterStatus: 'RESOLVED',
        callWaiterReasons: [],
        callWaiterAt: null,
      })
      .where(eq(orders.id, order.id));
    const target = await orderRooms(tx, order.id);
    const seq = await nextEventSeq(tx, order.id);
    batch.add(target.customer, 'customerCallWaiterPusherEvent', {
      orderId: order.id,
      seq,
      callWaiterReasons: [],
      callWaiterStatus: 'RESOLVED',
    });
    addStaffTableUpdates(batch, target, order.id);
    return { orderId: order.id, resolved: true };
  });
  batch.publishTo(deps.publisher);
  return result;
}
