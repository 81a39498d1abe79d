import { AppError } from '../../lib/app-error';
import { EventBatch } from './event-batch';
import { finishOrder } from './finish-order';
import { lockOrder } from './order-lock';
import type { StaffDeps } from './staff-deps';

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
    const at = deps.clock.now();
    const releasedTableIds = await finishOrder(tx, batch, {
      orderId: order.id,
      at,
      reason: 'void',
    });
    return { orderId: order.id, releasedTableIds };
  });
  batch.publishTo(deps.publisher);
  return result;
}
