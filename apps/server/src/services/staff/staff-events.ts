import type { OrderRooms } from '../orders/order-events';
import type { EventBatch } from './event-batch';

/** The floor view of every table the order occupies changed (staff console refetches). */
export function addStaffTableUpdates(
  batch: EventBatch,
  target: OrderRooms,
  orderId: number | null,
): void {
  for (const tableId of target.tableIds) {
    batch.add(target.staff, 'staffTableUpdate', { tableId, orderId });
  }
}
