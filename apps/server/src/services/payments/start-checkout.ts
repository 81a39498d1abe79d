import type { TOrder } from '@tableside/shared/contract/order';
import { eq } from 'drizzle-orm';
import { orders } from '../../db/schema/index';
import { assertBillSettleable, loadCheckoutGroups } from '../billing/checkout-guard';
import { computeOrderBill } from '../billing/compute-order-bill';
import { storeBill } from '../billing/store-bill';
import { loadOrder } from '../orders/load-order';
import { nextEventSeq, orderRooms } from '../orders/order-events';
import { EventBatch } from '../staff/event-batch';
import { assertOrderOpen, lockOrder } from '../staff/order-lock';
import type { StaffDeps } from '../staff/staff-deps';
import { addStaffTableUpdates } from '../staff/staff-events';
import { assertStaffMay, SETTLE_BILL } from './staff-actor';

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
    await assertStaffMay(tx, { ...input, branchId: order.branchId }, SETTLE_BILL);
    assertOrderOpen(order);
    if (order.status === 'CHECKOUT') return loadOrder(tx, order.id);
    const bill = await computeOrderBill(tx, order);
    assertBillSettleable(await loadCheckoutGroups(tx, order.id), bill);
    const at = deps.clock.now();
    await tx
      .update(orders)
      .set({ status: 'CHECKOUT', checkoutCustomerId: null, checkoutStartedAt: at })
      .where(eq(orders.id, order.id));
    await storeBill(tx, { tenantId: order.tenantId, orderId: order.id, bill, at });
    const target = await orderRooms(tx, order.id);
    const seq = await nextEventSeq(tx, order.id);
    batch.add(target.customer, 'customerCheckoutPusherEvent', {
      orderId: order.id,
      seq,
      orderStatus: 'CHECKOUT',
      customerId: null,
    });
    addStaffTableUpdates(batch, target, order.id);
    return loadOrder(tx, order.id);
  });
  batch.publishTo(deps.publisher);
  return result;
}
