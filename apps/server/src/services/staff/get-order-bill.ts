import type { TStaffBill } from '@tableside/shared/contract/staff-console';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orders } from '../../db/schema/index';
import { loadShares } from '../bill-shares/committed-shares';
import { readSplitBill } from '../bill-shares/read-split-bill';
import { releaseOverdueHolds } from '../bill-shares/release-overdue-holds';
import { isSplitBillOn } from '../bill-shares/split-setting';
import { toWireBill } from '../billing/bill-wire';
import { readOrderBill } from '../billing/read-order-bill';
import { listOrderPayments } from '../payments/list-order-payments';
import type { PaymentDeps } from '../payments/sync-payment-session';

/** The split bill for the floor when the branch splits bills or the order has shares. */
async function splitView(db: Database, input: { tenantId: number; orderId: number }) {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, input.orderId), eq(orders.tenantId, input.tenantId)));
  if (!order) return {};
  const shares = await loadShares(db, order.id, ['HELD', 'PAID', 'RELEASED']);
  if (shares.length === 0 && !(await isSplitBillOn(db, order.branchId))) return {};
  return { split: await readSplitBill(db, order) };
}

/**
 * The bill as the guests' check-out page shows it, for the waiter settling the table, with the
 * order's payments and refunds (a charge flagged for refund shows there), and on a split bill
 * every share (who, how, amount, tip, status) with what is paid and remaining. Unlike the
 * guests' call it tells nobody (a guest opening the bill is what calls a waiter over), and an
 * order with nothing confirmed answers its empty bill (all zeros) rather than a refusal: the
 * console shows it as it is. The caller checked the order is the staff member's.
 */
export async function getOrderBill(
  deps: PaymentDeps,
  input: { tenantId: number; orderId: number },
): Promise<TStaffBill> {
  const { db } = deps;
  // Holds whose time ran out are settled or released first, as their gateways say.
  await releaseOverdueHolds(deps, input);
  const bill = toWireBill(input.orderId, (await readOrderBill(db, input)).bill);
  return { ...bill, ...(await listOrderPayments(db, input)), ...(await splitView(db, input)) };
}
