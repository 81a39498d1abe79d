import type { TPaymentStatus } from '@tableside/shared/contract/payment';
import type { PaymentStatus } from '@tableside/shared/domain/enums';
import { toMajor } from '@tableside/shared/domain/money';
import { and, desc, eq, sum } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orders, paymentSessions, payments } from '../../db/schema/index';
import { assertGuestOrder, type GuestContext } from '../../http/guest-session';
import { isFinalPaymentStatus } from '../../integrations/payments/payment-port';
import { notFound } from '../../lib/app-error';
import { sharePaymentStatus } from '../bill-shares/share-payment-status';
import { computeOrderBill } from '../billing/compute-order-bill';
import { isOrderClosed } from '../staff/order-lock';
import { type PaymentDeps, syncPaymentSession } from './sync-payment-session';

/** A session waiting for the card holder stops being worth polling once the order closed. */
const keepPolling = (status: PaymentStatus, orderClosed: boolean) =>
  status === 'AUTHORIZING' || (status === 'PENDING_VBV' && !orderClosed);

async function paidMinor(db: Database, orderId: number): Promise<number> {
  const [row] = await db
    .select({ total: sum(payments.amountMinor).mapWith(Number) })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'CHARGED')));
  return row?.total ?? 0;
}

async function latestSession(db: Database, orderId: number) {
  const [session] = await db
    .select()
    .from(paymentSessions)
    .where(eq(paymentSessions.orderId, orderId))
    .orderBy(desc(paymentSessions.createdAt))
    .limit(1);
  return session ?? null;
}

/**
 * The payment result screen's status (spec section 4). A charged payment, whoever took it,
 * is CHARGED. Otherwise the order's latest gateway session speaks: its status is fetched
 * from the gateway and applied (so a charge completes the order even if nobody opens the
 * gateway's page again). With no session the waiter is settling the bill at the table:
 * PENDING_VBV and poll on while the order is open; a closed unpaid order stops the polling.
 * An open order paid in shares answers per guest (share-payment-status.ts).
 */
export async function getPaymentStatus(
  deps: PaymentDeps,
  input: { guest: GuestContext; orderId: number },
): Promise<TPaymentStatus> {
  const { guest } = input;
  assertGuestOrder(guest, input.orderId);
  const [order] = await deps.db
    .select()
    .from(orders)
    .where(and(eq(orders.id, input.orderId), eq(orders.tenantId, guest.tenantId)));
  if (!order) throw notFound('Order');
  const answer = (status: PaymentStatus, amountMinor: number, shouldPoll: boolean) => ({
    status,
    orderId: order.id,
    paymentAmount: toMajor(amountMinor),
    shouldPoll,
  });

  if (!isOrderClosed(order)) {
    const sync = (sessionId: string) => syncPaymentSession(deps, sessionId);
    const share = await sharePaymentStatus(deps.db, { order, customerId: guest.customerId }, sync);
    if (share) return answer(share.status, share.amountMinor, share.shouldPoll);
  }
  const paid = await paidMinor(deps.db, order.id);
  if (paid > 0) return answer('CHARGED', paid, false);
  const session = await latestSession(deps.db, order.id);
  if (session) {
    const settled = isFinalPaymentStatus(session.status)
      ? { status: session.status, amountMinor: session.amountMinor }
      : await syncPaymentSession(deps, session.id);
    return answer(
      settled.status,
      settled.amountMinor,
      keepPolling(settled.status, isOrderClosed(order)),
    );
  }
  const bill = await computeOrderBill(deps.db, order);
  return answer('PENDING_VBV', bill.payableAmount, !isOrderClosed(order));
}
