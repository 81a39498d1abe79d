import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orders, orderTables } from '../../db/schema/index';
import { computeOrderBill } from '../billing/compute-order-bill';
import { storeBill } from '../billing/store-bill';
import { nextEventSeq, orderRooms } from '../orders/order-events';
import type { EventBatch } from '../staff/event-batch';
import type { OrderRow } from '../staff/order-lock';
import { addStaffTableUpdates } from '../staff/staff-events';

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
  // Rooms before the release: afterwards orderRooms falls back to every table the order ever
  // had, including one it moved away from that may seat another party by now.
  const target = await orderRooms(tx, order.id);
  const bill = await computeOrderBill(tx, order);
  await storeBill(tx, { tenantId: order.tenantId, orderId: order.id, bill, at });
  await tx.update(orders).set({ status: 'COMPLETED', closedAt: at }).where(eq(orders.id, order.id));
  await tx
    .update(orderTables)
    .set({ active: false, releasedAt: at })
    .where(and(eq(orderTables.orderId, order.id), eq(orderTables.active, true)));
  const seq = await nextEventSeq(tx, order.id);
  batch.add(target.customer, 'customerLogOutPusherEvent', {
    orderId: order.id,
    seq,
    orderStatus: 'COMPLETED',
  });
  addStaffTableUpdates(batch, target, null);
}
