import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orders } from '../../db/schema/index';
import { nextEventSeq, orderRooms } from '../orders/order-events';
import type { EventBatch } from '../staff/event-batch';
import type { OrderRow } from '../staff/order-lock';
import { addStaffTableUpdates } from '../staff/staff-events';
import { assertBillSettleable, loadCheckoutGroups } from './checkout-guard';
import { computeOrderBill } from './compute-order-bill';
import { storeBill } from './store-bill';

export interface BeginCheckoutInput {
  order: OrderRow;
  /** REQUEST_BILL when a guest asked for the bill, CHECKOUT when a waiter settles it. */
  status: 'REQUEST_BILL' | 'CHECKOUT';
  /** The guest checking out; null for the waiter (the bill keeps whoever asked before). */
  customerId: number | null;
  at: Date;
}

/**
 * Stops the table ordering, holding the order lock: the bill must be settleable and is kept
 * as now computed, the order takes the checkout status, every guest gets the checkout event
 * naming who checks out, and the floor refreshes.
 */
export async function beginCheckout(
  tx: Database,
  batch: EventBatch,
  input: BeginCheckoutInput,
): Promise<void> {
  const { order, status, customerId, at } = input;
  const bill = await computeOrderBill(tx, order);
  assertBillSettleable(await loadCheckoutGroups(tx, order.id), bill);
  await tx
    .update(orders)
    .set({ status, checkoutCustomerId: customerId, checkoutStartedAt: at })
    .where(eq(orders.id, order.id));
  await storeBill(tx, {
    tenantId: order.tenantId,
    orderId: order.id,
    bill,
    at,
    requestedByCustomerId: customerId ?? undefined,
  });
  const target = await orderRooms(tx, order.id);
  const seq = await nextEventSeq(tx, order.id);
  batch.add(target.customer, 'customerCheckoutPusherEvent', {
    orderId: order.id,
    seq,
    orderStatus: 'CHECKOUT',
    customerId,
  });
  addStaffTableUpdates(batch, target, order.id);
}
