import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orders, orderTables } from '../../db/schema/index';

/**
 * Ends a table session: the order becomes COMPLETED (with the flag saying why) and its tables
 * are released, so the next scan opens a new order. Guest sessions stay: the guests must still
 * read the closed order to be shown session-expired or the void message.
 */
export async function finishOrder(
  tx: Database,
  orderId: number,
  at: Date,
  why: { isSystemCompleted: true } | { isVoid: true },
): Promise<void> {
  await tx
    .update(orders)
    .set({ status: 'COMPLETED', closedAt: at, ...why })
    .where(eq(orders.id, orderId));
  await tx
    .update(orderTables)
    .set({ active: false, releasedAt: at })
    .where(and(eq(orderTables.orderId, orderId), eq(orderTables.active, true)));
}
