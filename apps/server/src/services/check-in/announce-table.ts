import type { EventPublisher } from '../../realtime/publisher';
import { rooms } from '../../realtime/rooms';

/** Tells the staff floor view that a table's session changed (an order opened, a guest joined). */
export function announceTable(
  publisher: EventPublisher,
  at: { tenantId: number; branchId: number; tableId: number; orderId: number },
): void {
  publisher.publish(rooms.staff(at), 'staffTableUpdate', {
    tableId: at.tableId,
    orderId: at.orderId,
  });
}
