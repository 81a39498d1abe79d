import { recommitFits } from '@tableside/shared/domain/bill-recommit';
import { shareTotals } from '@tableside/shared/domain/bill-share-state';
import type { PaymentStatus } from '@tableside/shared/domain/enums';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { billShares, type paymentSessions } from '../../db/schema/index';
import { computeOrderBill } from '../billing/compute-order-bill';
import { completeOrder } from '../payments/complete-order';
import { recordOnlinePayment } from '../payments/record-online-payment';
import type { EventBatch } from '../staff/event-batch';
import { isOrderClosed, type OrderRow } from '../staff/order-lock';
import { loadShares, type ShareRow, toCommitted, toCommittedShare } from './committed-shares';
import { releaseShare } from './release-share';
import { addShareEvents } from './share-events';
import { loadSplitDues } from './split-dues';

export interface ShareSettlement {
  order: OrderRow;
  session: typeof paymentSessions.$inferSelect & { billShareId: number };
  status: PaymentStatus;
  paymentRef?: string | null;
  at: Date;
}

async function loadShare(tx: Database, order: OrderRow, shareId: number): Promise<ShareRow> {
  const rows = await loadShares(tx, order.id, ['HELD', 'PAID', 'RELEASED']);
  const share = rows.find((row) => row.id === shareId);
  if (!share) throw new Error(`share ${shareId} of order ${order.id} vanished`);
  return share;
}

/** A released share counts again if it still fits among the shares committed since. */
async function recommits(tx: Database, order: OrderRow, share: ShareRow): Promise<boolean> {
  const { dues } = await loadSplitDues(tx, order);
  const committed = toCommitted(await loadShares(tx, order.id));
  return recommitFits(dues, committed, toCommittedShare(share, 'PAID'));
}

/**
 * The gateway's new status for a share's session (settlePaymentSession calls it once per
 * status change, under the order lock). A failure releases the share's hold; a charge marks it
 * PAID and records the payment, tip apart from the bill, and completes the order once the
 * shares paid cover the payable. A charge for a share released meanwhile (its hold expired:
 * the gateway took the money after all) re-commits it when it still fits the bill (decision
 * 0019); one that no longer fits, or whose order closed, is recorded for refund, as a single
 * payer's would be. Returns whether the order was completed.
 */
export async function settleBillShare(
  tx: Database,
  batch: EventBatch,
  input: ShareSettlement,
): Promise<boolean> {
  const { order, session, status, at } = input;
  const share = await loadShare(tx, order, session.billShareId);
  if (status === 'AUTHORIZATION_FAILED' || status === 'AUTHENTICATION_FAILED') {
    if (await releaseShare(tx, { shareId: share.id, at, reason: 'FAILED' })) {
      await addShareEvents(tx, batch, order.id);
    }
    return false;
  }
  if (status !== 'CHARGED') return false;
  const open = !isOrderClosed(order);
  const counts =
    open &&
    (share.status === 'HELD' ||
      (share.status === 'RELEASED' && (await recommits(tx, order, share))));
  await recordOnlinePayment(tx, {
    order,
    session,
    amountMinor: share.amountMinor,
    share: { id: share.id, tipMinor: share.tipMinor },
    paymentRef: input.paymentRef,
    needsRefund: !counts,
  });
  if (!counts) {
    await releaseShare(tx, { shareId: share.id, at, reason: 'BILL_CHANGED' });
    return false;
  }
  // A re-committed share is committed now: after the shares committed while it was released.
  const recommitted = share.status === 'RELEASED' ? { createdAt: at } : {};
  await tx
    .update(billShares)
    .set({ status: 'PAID', releasedAt: null, releaseReason: null, ...recommitted })
    .where(eq(billShares.id, share.id));
  await addShareEvents(tx, batch, order.id);
  const bill = await computeOrderBill(tx, order);
  const totals = shareTotals(bill.payableAmount, toCommitted(await loadShares(tx, order.id)));
  if (!totals.settled) return false;
  await completeOrder(tx, batch, { order, at });
  return true;
}
