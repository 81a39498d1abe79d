import { AppError } from '../../lib/app-error';
import { nextEventSeq, orderRooms } from '../orders/order-events';
import { EventBatch } from './event-batch';
import { finishOrder } from './finish-order';
import { lockOrder } from './order-lock';
import type { StaffDeps } from './staff-deps';
import { addStaffTableUpdates } from './staff-events';

export interface VoidOrderInput {
  tenantId: number;
  orderId: number;
}

export interface VoidOrderResult {
  orderId: number;
  releasedTableIds: number[];
}

/**
 * Staff void an order: it is terminal (COMPLETED and void, tables released) and the guests are
 * shown 'You cannot access this order anymore!' (the guest app checks void before COMPLETED).
 * A paid or system-completed order cannot be voided; voiding twice changes nothing.
 */
export async function voidOrder(deps: StaffDeps, input: VoidOrderInput): Promise<VoidOrderResult> {
  const batch = new EventBatch();
  const result = await deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, input.tenantId, input.orderId);
    if (order.isVoid) return { orderId: order.id, releasedTableIds: [] };
    if (order.status === 'COMPLETED') {
      throw new AppError('CONFLICT', `Order ${order.id} is already closed`);
    }
    // Rooms before the release, as in close-table.ts.
    const target = await orderRooms(tx, order.id);
    await finishOrder(tx, order.id, deps.clock.now(), { isVoid: true });
    const seq = await nextEventSeq(tx, order.id);
    batch.add(target.customer, 'voidEventName', {
      orderId: order.id,
      seq,
      currentOrderId: order.id,
    });
    addStaffTableUpdates(batch, target, null);
    return { orderId: order.id, releasedTableIds: target.tableIds };
  });
  batch.publishTo(deps.publisher);
  return result;
}
