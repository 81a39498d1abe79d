import type { Bill } from '@tableside/shared/domain/bill';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orders } from '../../db/schema/index';
import { notFound } from '../../lib/app-error';
import { computeOrderBill } from './compute-order-bill';

/**
 * The bill of one of the tenant's orders, computed now (never stored or cached, so a discount
 * or a cancellation shows at once), with the order's branch. A closed order answers its final
 * bill. The guests' check-out page and the staff console read the same bill through this.
 */
export async function readOrderBill(
  db: Database,
  input: { tenantId: number; orderId: number },
): Promise<{ branchId: number; bill: Bill }> {
  const [order] = await db
    .select({ id: orders.id, branchId: orders.branchId, discountMinor: orders.discountMinor })
    .from(orders)
    .where(and(eq(orders.id, input.orderId), eq(orders.tenantId, input.tenantId)));
  if (!order) throw notFound('Order');
  return { branchId: order.branchId, bill: await computeOrderBill(db, order) };
}
