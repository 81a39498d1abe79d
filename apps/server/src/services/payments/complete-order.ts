import type { Database } from '../../db/client';
import { computeOrderBill } from '../billing/compute-order-bill';
import { storeBill } from '../billing/store-bill';
import type { EventBatch } from '../staff/event-batch';
import { finishOrder } from '../staff/finish-order';
import type { OrderRow } from '../staff/order-lock';

/**
 * The one place a paid order is completed, for the gateway and the waiter alike. Run it in
 * the transaction that recorded the payment, holding the order lock, on an open order: the
 * final bill is kept, the order becomes COMPLETED and its tables are free for the next
 * guests, who are then logged out (customerLogOutPusherEvent) while the floor refreshes.
 * Guest sessions stay valid so the guests can still read the paid order and its result.
 */
export async function completeOrder(
  tx: Database,
  batch: EventBatch,
  input: { order: OrderRow; at: Date },
): Promise<void> {
  const { order, at } = input;
  const bill = await computeOrderBill(tx, order);
  await storeBill(tx, { tenantId: order.tenantId, orderId: order.id, bill, at });
  await finishOrder(tx, batch, { orderId: order.id, at, reason: 'paid' });
}
