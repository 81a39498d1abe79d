import type { TBill } from '@tableside/shared/contract/bill';
import { isBillEmpty } from '@tableside/shared/domain/bill';
import { MSG } from '@tableside/shared/domain/messages';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orders } from '../../db/schema/index';
import { assertGuestOrder, type GuestContext } from '../../http/guest-session';
import { AppError, notFound } from '../../lib/app-error';
import type { EventPublisher } from '../../realtime/publisher';
import { rooms } from '../../realtime/rooms';
import { toWireBill } from './bill-wire';
import { computeOrderBill } from './compute-order-bill';

export interface GetOrderBillingInput {
  guest: GuestContext;
  orderId: number;
  customerId: number;
  /** Tell the floor the guest opened the bill (the check-out page sends true). */
  sendEvent: boolean;
}

/**
 * The bill of the check-out page, computed now (never stored or cached, so a discount or a
 * cancellation shows at once). A closed order still answers with its final bill.
 */
export async function getOrderBilling(
  deps: { db: Database; publisher: EventPublisher },
  input: GetOrderBillingInput,
): Promise<TBill> {
  const { guest } = input;
  assertGuestOrder(guest, input.orderId);
  if (input.customerId !== guest.customerId) throw notFound('Customer');
  const [order] = await deps.db
    .select({ id: orders.id, branchId: orders.branchId, discountMinor: orders.discountMinor })
    .from(orders)
    .where(and(eq(orders.id, input.orderId), eq(orders.tenantId, guest.tenantId)));
  if (!order) throw notFound('Order');
  const bill = await computeOrderBill(deps.db, order);
  if (isBillEmpty(bill)) throw new AppError('CONFLICT', MSG.noOrdersPlaced);
  if (input.sendEvent) {
    // A nudge only (no seq, nothing written): the console refetches the table's order when a
    // guest opens the bill, which is when a waiter should head over to settle it.
    deps.publisher.publish(
      rooms.staff({ tenantId: guest.tenantId, branchId: order.branchId }),
      'staffOrderUpdate',
      { orderId: order.id },
    );
  }
  return toWireBill(order.id, bill);
}
