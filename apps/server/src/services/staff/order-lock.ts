import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orders } from '../../db/schema/index';
import { AppError, notFound } from '../../lib/app-error';

export type OrderRow = typeof orders.$inferSelect;

/**
 * The order of this tenant, row-locked until the transaction ends: staff and guests changing
 * one order queue up, and what is read here is what the change is based on. Another tenant's
 * order is answered as missing. (nextEventSeq locks too, but it also spends a sequence number,
 * which a no-op such as a repeated verification must not do: a gap makes clients refetch.)
 */
export async function lockOrder(
  tx: Database,
  tenantId: number,
  orderId: number,
): Promise<OrderRow> {
  const [order] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.tenantId, tenantId)))
    .for('update');
  if (!order) throw notFound('Order');
  return order;
}

export const isOrderClosed = (order: OrderRow): boolean =>
  order.isVoid || order.status === 'COMPLETED';

/** Staff may change only an order that is still open at its table. */
export function assertOrderOpen(order: OrderRow): void {
  if (order.isVoid) throw new AppError('CONFLICT', `Order ${order.id} was voided`);
  if (order.status === 'COMPLETED') throw new AppError('CONFLICT', `Order ${order.id} is closed`);
}
