import { shareTotals } from '@tableside/shared/domain/bill-share-state';
import type { PaymentStatus } from '@tableside/shared/domain/enums';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { billShares, type paymentSessions, payments } from '../../db/schema/index';
import { computeOrderBill } from '../billing/compute-order-bill';
import { completeOrder } from '../payments/complete-order';
import type { EventBatch } from '../staff/event-batch';
import { isOrderClosed, type OrderRow } from '../staff/order-lock';
import { loadShares, toCommitted } from './committed-shares';
import { addShareEvents } from './share-events';

export interface ShareSettlement {
  order: OrderRow;
  session: typeof paymentSessions.$inferSelect & { billShareId: number };
  status: PaymentStatus;
  paymentRef?: string | null;
  at: Date;
}

async function release(tx: Database, shareId: number, at: Date, reason: 'FAILED' | 'BILL_CHANGED') {
  await tx
    .update(billShares)
    .set({ status: 'RELEASED', releasedAt: at, releaseReason: reason })
    .where(eq(billShares.id, shareId));
}

/**
 * The gateway's new status for a share's session (settlePaymentSession calls it once per
 * status change, under the order lock). A failure releases the share's hold; a charge marks it
 * PAID and records the payment, tip apart from the bill, and completes the order once the
 * shares paid cover the payable. A charge for a share that no longer holds its part (the
 * order closed meanwhile) is recorded for refund, as a single payer's would be. Returns
 * whether the order was completed.
 */
export async function settleBillShare(
  tx: Database,
  batch: EventBatch,
  input: ShareSettlement,
): Promise<boolean> {
  const { order, session, status, at } = input;
  const [share] = await tx.select().from(billShares).where(eq(billShares.id, session.billShareId));
  if (!share) throw new Error(`share ${session.billShareId} of session ${session.id} vanished`);
  if (status === 'AUTHORIZATION_FAILED' || status === 'AUTHENTICATION_FAILED') {
    if (share.status !== 'HELD') return false;
    await release(tx, share.id, at, 'FAILED');
    await addShareEvents(tx, batch, order.id);
    return false;
  }
  if (status !== 'CHARGED') return false;
  const closed = isOrderClosed(order);
  const holds = share.status === 'HELD' && !closed;
  await tx
    .insert(payments)
    .values({
      tenantId: order.tenantId,
      orderId: order.id,
      method: 'ONLINE',
      amountMinor: share.amountMinor,
      tipMinor: share.tipMinor,
      billShareId: share.id,
      status: 'CHARGED',
      providerRef: session.id,
      provider: session.provider,
      providerPaymentRef: input.paymentRef ?? null,
      needsRefund: !holds,
    })
    .onConflictDoNothing();
  if (!holds) {
    if (share.status === 'HELD') await release(tx, share.id, at, 'BILL_CHANGED');
    return false;
  }
  await tx.update(billShares).set({ status: 'PAID' }).where(eq(billShares.id, share.id));
  await addShareEvents(tx, batch, order.id);
  const bill = await computeOrderBill(tx, order);
  const totals = shareTotals(bill.payableAmount, toCommitted(await loadShares(tx, order.id)));
  if (!totals.settled) return false;
  await completeOrder(tx, batch, { order, at });
  return true;
}
