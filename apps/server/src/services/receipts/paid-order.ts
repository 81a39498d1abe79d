import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orders } from '../../db/schema/index';

/** A paid order: completed by a payment, neither voided nor closed without one. */
export interface PaidOrder {
  id: number;
  tenantId: number;
  branchId: number;
  closedAt: Date;
}

/**
 * The tenant's order if it was paid, else null (unknown, another tenant's, still open, voided
 * or closed without payment: none of them has a receipt or takes feedback).
 */
export async function findPaidOrder(
  db: Database,
  input: { tenantId: number; orderId: number },
): Promise<PaidOrder | null> {
  const [order] = await db
    .select({
      id: orders.id,
      tenantId: orders.tenantId,
      branchId: orders.branchId,
      status: orders.status,
      isVoid: orders.isVoid,
      isSystemCompleted: orders.isSystemCompleted,
      closedAt: orders.closedAt,
    })
    .from(orders)
    .where(and(eq(orders.id, input.orderId), eq(orders.tenantId, input.tenantId)));
  const paid = order?.status === 'COMPLETED' && !order.isVoid && !order.isSystemCompleted;
  if (!paid || !order.closedAt) return null;
  return {
    id: order.id,
    tenantId: order.tenantId,
    branchId: order.branchId,
    closedAt: order.closedAt,
  };
}
