import type { TOrder } from '@tableside/shared/contract/order';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orders } from '../../db/schema/index';
import { assertGuestOrder, type GuestContext } from '../../http/guest-session';
import type { Clock } from '../../lib/clock';
import type { EventPublisher } from '../../realtime/publisher';
import { loadOrder } from '../orders/load-order';
import { nextEventSeq, orderRooms } from '../orders/order-events';
import { assertOrderNotClosed } from '../orders/order-guards';
import { EventBatch } from '../staff/event-batch';
import { lockOrder } from '../staff/order-lock';
import { addStaffTableUpdates } from '../staff/staff-events';
import { assertBillSettleable, loadCheckoutGroups } from './checkout-guard';
import { computeOrderBill } from './compute-order-bill';
import { storeBill } from './store-bill';

/**
 * A guest asks for the bill (the check-out page calls this once the bill loaded). The order
 * becomes REQUEST_BILL with the guest as the one checking out; the other guests of the table
 * get a checkout event naming this guest, which blocks their ordering ('cannot place orders
 * as table is being checked out'), and the floor sees the request. Unconfirmed cart items
 * stay out of the bill: the app clears them before it comes here.
 */
export async function requestBill(
  deps: { db: Database; clock: Clock; publisher: EventPublisher },
  input: { guest: GuestContext; orderId: number },
): Promise<TOrder> {
  const { guest } = input;
  assertGuestOrder(guest, input.orderId);
  const batch = new EventBatch();
  const result = await deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, guest.tenantId, input.orderId);
    assertOrderNotClosed(order);
    // Asked already, or the waiter is settling it: nothing changes and nobody is told again.
    if (order.status === 'REQUEST_BILL' || order.status === 'CHECKOUT') {
      return loadOrder(tx, order.id);
    }
    const bill = await computeOrderBill(tx, order);
    assertBillSettleable(await loadCheckoutGroups(tx, order.id), bill);
    const at = deps.clock.now();
    await tx
      .update(orders)
      .set({ status: 'REQUEST_BILL', checkoutCustomerId: guest.customerId, checkoutStartedAt: at })
      .where(eq(orders.id, order.id));
    await storeBill(tx, {
      tenantId: order.tenantId,
      orderId: order.id,
      bill,
      at,
      requestedByCustomerId: guest.customerId,
    });
    const target = await orderRooms(tx, order.id);
    const seq = await nextEventSeq(tx, order.id);
    batch.add(target.customer, 'customerCheckoutPusherEvent', {
      orderId: order.id,
      seq,
      orderStatus: 'CHECKOUT',
      customerId: guest.customerId,
    });
    addStaffTableUpdates(batch, target, order.id);
    return loadOrder(tx, order.id);
  });
  batch.publishTo(deps.publisher);
  return result;
}
