import type { TBill } from '@tableside/shared/contract/bill';
import { isBillEmpty } from '@tableside/shared/domain/bill';
import { MSG } from '@tableside/shared/domain/messages';
import type { Database } from '../../db/client';
import { assertGuestOrder, type GuestContext } from '../../http/guest-session';
import { AppError, notFound } from '../../lib/app-error';
import type { EventPublisher } from '../../realtime/publisher';
import { rooms } from '../../realtime/rooms';
import { toWireBill } from './bill-wire';
import { readOrderBill } from './read-order-bill';

export interface GetOrderBillingInput {
  guest: GuestContext;
  orderId: number;
  customerId: number;
  /** Tell the floor the guest opened the bill (the check-out page sends true). */
  sendEvent: boolean;
}

/** The bill of the check-out page (read-order-bill.ts); with nothing ordered, 409. */
export async function getOrderBilling(
  deps: { db: Database; publisher: EventPublisher },
  input: GetOrderBillingInput,
): Promise<TBill> {
  const { guest } = input;
  assertGuestOrder(guest, input.orderId);
  if (input.customerId !== guest.customerId) throw notFound('Customer');
  const { orderId } = input;
  const { branchId, bill } = await readOrderBill(deps.db, { tenantId: guest.tenantId, orderId });
  if (isBillEmpty(bill)) throw new AppError('CONFLICT', MSG.noOrdersPlaced);
  if (input.sendEvent) {
    // A nudge only (no seq, nothing written): the console refetches the table's order when a
    // guest opens the bill, which is when a waiter should head over to settle it.
    deps.publisher.publish(
      rooms.staff({ tenantId: guest.tenantId, branchId }),
      'staffOrderUpdate',
      { orderId },
    );
  }
  return toWireBill(orderId, bill);
}
