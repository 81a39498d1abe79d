import type { TOrder } from '@tableside/shared/contract/order';
import type { Database } from '../../db/client';
import { assertGuestOrder, type GuestContext } from '../../http/guest-session';
import type { Clock } from '../../lib/clock';
import type { EventPublisher } from '../../realtime/publisher';
import { loadOrder } from '../orders/load-order';
import { assertOrderNotClosed } from '../orders/order-guards';
import { EventBatch } from '../staff/event-batch';
import { lockOrder } from '../staff/order-lock';
import { beginCheckout } from './begin-checkout';

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
    await beginCheckout(tx, batch, {
      order,
      status: 'REQUEST_BILL',
      customerId: guest.customerId,
      at: deps.clock.now(),
    });
    return loadOrder(tx, order.id);
  });
  batch.publishTo(deps.publisher);
  return result;
}
