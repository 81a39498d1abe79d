import { AppError } from '../../lib/app-error';
import { EventBatch } from './event-batch';
import { finishOrder } from './finish-order';
import { lockOrder } from './order-lock';
import type { StaffDeps } from './staff-deps';

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
    const at = deps.clock.now();
    const releasedTableIds = await finishOrder(tx, batch, {
      orderId: order.id,
      at,
      reason: 'closed',
    });
    return { orderId: order.id, releasedTableIds };
  });
  batch.publishTo(deps.publisher);
  return result;
}
