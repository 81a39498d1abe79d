import type { TSplitBill } from '@tableside/shared/contract/bill-share';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orders } from '../../db/schema/index';
import { assertGuestOrder, type GuestContext } from '../../http/guest-session';
import { notFound } from '../../lib/app-error';
import { readSplitBill } from './read-split-bill';
import { assertSplitBillOn } from './split-setting';

/** A guest of the order reads its split bill (branch setting on). */
export async function getSplitBill(
  db: Database,
  input: { guest: GuestContext; orderId: number },
): Promise<TSplitBill> {
  const { guest } = input;
  assertGuestOrder(guest, input.orderId);
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, input.orderId), eq(orders.tenantId, guest.tenantId)));
  if (!order) throw notFound('Order');
  await assertSplitBillOn(db, order.branchId);
  return readSplitBill(db, order);
}
