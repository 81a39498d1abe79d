import { AppError } from '../../lib/app-error';
import { nextEventSeq, orderRooms } from '../orders/order-events';
import { EventBatch } from './event-batch';
import { finishOrder } from './finish-order';
import { lockOrder } from './order-lock';
import type { StaffDeps } from './staff-deps';
import { addStaffTableUpdates } from './staff-events';

export interface CloseTableInput {
  tenantId: number;
  orderId: number;
}

export interface CloseTableResult {
  orderId: number;
  /** Tables released by this call (empty when it was already closed). */
  releasedTableIds: number[];
}

/**
 * Staff close a table without a payment (system-completed): the guests are logged out and see
 * session-expired, and the table is free for the next guests. Closing it again changes nothing.
 */
export async function closeTable(
  deps: StaffDeps,
  input: CloseTableInput,
): Promise<CloseTableResult> {
  const batch = new EventBatch();
  const result = await deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, input.tenantId, input.orderId);
    if (order.isVoid) throw new AppError('CONFLICT', `Order ${order.id} was voided`);
    if (order.status === 'COMPLETED') {
      if (order.isSystemCompleted) return { orderId: order.id, releasedTableIds: [] };
      throw new AppError('CONFLICT', `Order ${order.id} is already paid and closed`);
    }
    // Rooms before the release: afterwards orderRooms would fall back to every table the order
    // ever had, including one it moved away from that may seat another party by now.
    const target = await orderRooms(tx, order.id);
    await finishOrder(tx, order.id, deps.clock.now(), { isSystemCompleted: true });
    const seq = await nextEventSeq(tx, order.id);
    batch.add(target.customer, 'customerLogOutPusherEvent', {
      orderId: order.id,
      seq,
      orderStatus: 'COMPLETED',
    });
    addStaffTableUpdates(batch, target, null);
    return { orderId: order.id, releasedTableIds: target.tableIds };
  });
  batch.publishTo(deps.publisher);
  return result;
}
