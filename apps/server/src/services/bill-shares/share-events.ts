import type { Database } from '../../db/client';
import { nextEventSeq, orderRooms } from '../orders/order-events';
import type { EventBatch } from '../staff/event-batch';

/**
 * Every phone at the order's tables refetches the split bill, and the floor its order. Run
 * in the transaction that changed a share: the order's next `seq` orders it among the rest.
 */
export async function addShareEvents(tx: Database, batch: EventBatch, orderId: number) {
  const target = await orderRooms(tx, orderId);
  const seq = await nextEventSeq(tx, orderId);
  batch.add(target.customer, 'billSharesUpdate', { orderId, seq });
  batch.add(target.staff, 'staffOrderUpdate', { orderId });
}
