import type { TSplitBill } from '@tableside/shared/contract/bill-share';
import { and, eq } from 'drizzle-orm';
import { orders } from '../../db/schema/index';
import { assertGuestOrder, type GuestContext } from '../../http/guest-session';
import { notFound } from '../../lib/app-error';
import type { PaymentDeps } from '../payments/sync-payment-session';
import { readSplitBill } from './read-split-bill';
import { releaseOverdueHolds } from './release-overdue-holds';
import { assertSplitBillOn } from './split-setting';

/**
 * A guest of the order reads its split bill (branch setting on), once the holds whose time
 * ran out are settled or released as their gateways say.
 */
export async function getSplitBill(
  deps: PaymentDeps,
  input: { guest: GuestContext; orderId: number },
): Promise<TSplitBill> {
  const { db } = deps;
  const { guest } = input;
  assertGuestOrder(guest, input.orderId);
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, input.orderId), eq(orders.tenantId, guest.tenantId)));
  if (!order) throw notFound('Order');
  await assertSplitBillOn(db, order.branchId);
  await releaseOverdueHolds(deps, { tenantId: order.tenantId, orderId: order.id });
  return readSplitBill(db, order);
}
