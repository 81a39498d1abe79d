import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orders, orderTables } from '../../db/schema/index';
import { rooms } from '../../realtime/rooms';
import { nextEventSeq, orderRooms } from '../orders/order-events';
import type { EventBatch } from './event-batch';
import { addStaffTableUpdates } from './staff-events';

/** Why a table session ends: staff closed the table, staff voided the order, or it was paid. */
export type FinishReason = 'closed' | 'void' | 'paid';

/** The flag each reason leaves on the order (a paid order has none). */
const FLAGS = {
  closed: { isSystemCompleted: true },
  void: { isVoid: true },
  paid: {},
} as const;

/**
 * Ends a table session, holding the order lock: the order becomes COMPLETED (with the flag
 * saying why) and its tables are released, so the next scan opens a new order. The guests
 * are told (logged out, or shown the void message) and the floor refreshes. Guest sessions
 * stay: the guests must still read the closed order to be shown session-expired, the void
 * message or the payment result. Answers the tables released.
 */
export async function finishOrder(
  tx: Database,
  batch: EventBatch,
  input: { orderId: number; at: Date; reason: FinishReason },
): Promise<number[]> {
  const { orderId, at, reason } = input;
  // Rooms before the release: afterwards orderRooms would fall back to every table the order
  // ever had, including one it moved away from that may seat another party by now.
  const target = await orderRooms(tx, orderId);
  await tx
    .update(orders)
    .set({ status: 'COMPLETED', closedAt: at, ...FLAGS[reason] })
    .where(eq(orders.id, orderId));
  await tx
    .update(orderTables)
    .set({ active: false, releasedAt: at })
    .where(and(eq(orderTables.orderId, orderId), eq(orderTables.active, true)));
  const seq = await nextEventSeq(tx, orderId);
  if (reason === 'void') {
    batch.add(target.customer, 'voidEventName', { orderId, seq, currentOrderId: orderId });
  } else {
    batch.add(target.customer, 'customerLogOutPusherEvent', {
      orderId,
      seq,
      orderStatus: 'COMPLETED',
    });
  }
  // Consoles showing the order learn it ended; the floor learns its tables are free.
  batch.add(target.staff, 'staffOrderUpdate', { orderId });
  addStaffTableUpdates(batch, target, null);
  // Once told, the guests' phones leave the tables' rooms on every process: the next party's
  // cart and customer events (with their names) must not reach them.
  batch.leave(rooms.order({ tenantId: target.tenantId, orderId }), [
    ...target.cart,
    ...target.customer,
  ]);
  return target.tableIds;
}
