import type { TStaffBill } from '@tableside/shared/contract/staff-console';
import type { Database } from '../../db/client';
import { toWireBill } from '../billing/bill-wire';
import { readOrderBill } from '../billing/read-order-bill';
import { listOrderPayments } from '../payments/list-order-payments';

/**
 * The bill as the guests' check-out page shows it, for the waiter settling the table, with the
 * order's payments and refunds (a charge flagged for refund shows there). Unlike the guests'
 * call it tells nobody (a guest opening the bill is what calls a waiter over), and an order
 * with nothing confirmed answers its empty bill (all zeros) rather than a refusal: the console
 * shows it as it is. The caller checked the order is the staff member's.
 */
export async function getOrderBill(
  db: Database,
  input: { tenantId: number; orderId: number },
): Promise<TStaffBill> {
  const bill = toWireBill(input.orderId, (await readOrderBill(db, input)).bill);
  return { ...bill, ...(await listOrderPayments(db, input)) };
}
