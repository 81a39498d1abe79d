import type { TOrder } from '@tableside/shared/contract/order';
import { beginCheckout } from '../billing/begin-checkout';
import { loadOrder } from '../orders/load-order';
import { EventBatch } from '../staff/event-batch';
import { assertOrderOpen, lockOrder } from '../staff/order-lock';
import type { StaffDeps } from '../staff/staff-deps';
import { assertStaffMay } from './staff-actor';

export interface StartCheckoutInput {
  tenantId: number;
  orderId: number;
  staffUserId: number;
}

/**
 * A waiter starts settling the table: the order becomes CHECKOUT with nobody named as the
 * guest checking out, so every guest (the one who asked for the bill too) sees 'The waiter
 * is processing your payment!' and ordering stops. Starting it again changes nothing.
 */
export async function startCheckout(deps: StaffDeps, input: StartCheckoutInput): Promise<TOrder> {
  const batch = new EventBatch();
  const result = await deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, input.tenantId, input.orderId);
    await assertStaffMay(tx, { ...input, branchId: order.branchId }, 'startCheckout');
    assertOrderOpen(order);
    if (order.status === 'CHECKOUT') return loadOrder(tx, order.id);
    const at = deps.clock.now();
    await beginCheckout(tx, batch, { order, status: 'CHECKOUT', customerId: null, at });
    return loadOrder(tx, order.id);
  });
  batch.publishTo(deps.publisher);
  return result;
}
