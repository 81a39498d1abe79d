import type { TOrder } from '@tableside/shared/contract/order';
import { CALL_WAITER_REASONS, type CallWaiterReason } from '@tableside/shared/domain/enums';
import { eq } from 'drizzle-orm';
import { orders } from '../../db/schema/index';
import { assertGuestOrder, type GuestContext } from '../../http/guest-session';
import { badRequest } from '../../lib/app-error';
import { EventBatch } from '../staff/event-batch';
import { lockOrder } from '../staff/order-lock';
import { loadOrder } from './load-order';
import type { OrderDeps } from './order-deps';
import { nextEventSeq, orderRooms } from './order-events';
import { assertOrderNotClosed } from './order-guards';

export interface CallWaiterInput {
  guest: GuestContext;
  orderId: number;
  callWaiter: boolean;
  reasons: CallWaiterReason[];
}

/**
 * Guests ask for a waiter with one or more reasons. Reasons of a call still pending stay
 * (the panel shows every reason sent as selected) until staff resolve the call; asking again
 * for reasons already pending changes nothing and tells nobody twice. Adding reasons to a
 * pending call keeps the time it was raised, so staff see how long the table has waited.
 */
export async function callWaiter(deps: OrderDeps, input: CallWaiterInput): Promise<TOrder> {
  const { guest, orderId } = input;
  assertGuestOrder(guest, orderId);
  // Only staff end a call (they resolve it); the guest app always sends true.
  if (!input.callWaiter) throw badRequest('callWaiter: must be true');
  const batch = new EventBatch();
  const result = await deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, guest.tenantId, orderId);
    assertOrderNotClosed(order);
    const pending = order.callWaiterStatus === 'REQUESTED' ? order.callWaiterReasons : [];
    const reasons = CALL_WAITER_REASONS.filter(
      (reason) => pending.includes(reason) || input.reasons.includes(reason),
    );
    if (reasons.length === pending.length) return loadOrder(tx, orderId);

    const raisedAt = pending.length > 0 ? order.callWaiterAt : null;
    await tx
      .update(orders)
      .set({
        callWaiter: true,
        callWaiterReasons: reasons,
        callWaiterStatus: 'REQUESTED',
        callWaiterAt: raisedAt ?? deps.clock.now(),
      })
      .where(eq(orders.id, orderId));
    const seq = await nextEventSeq(tx, orderId);
    const target = await orderRooms(tx, orderId);
    batch.add(target.customer, 'customerCallWaiterPusherEvent', {
      orderId,
      seq,
      callWaiterReasons: reasons,
      callWaiterStatus: 'REQUESTED',
    });
    const [tableId] = target.tableIds;
    if (tableId !== undefined) {
      batch.add(target.staff, 'staffCallWaiter', { orderId, tableId, reasons });
    }
    return loadOrder(tx, orderId);
  });
  batch.publishTo(deps.publisher);
  return result;
}
