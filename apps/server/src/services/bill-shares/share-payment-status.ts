import { shareTotals } from '@tableside/shared/domain/bill-share-state';
import type { PaymentStatus } from '@tableside/shared/domain/enums';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { billShares, paymentSessions } from '../../db/schema/index';
import { isFinalPaymentStatus } from '../../integrations/payments/payment-port';
import { computeOrderBill } from '../billing/compute-order-bill';
import type { OrderRow } from '../staff/order-lock';
import { loadShares, toCommitted } from './committed-shares';

export interface ShareStatus {
  status: PaymentStatus;
  amountMinor: number;
  shouldPoll: boolean;
}

async function ownLatestSession(db: Database, orderId: number, customerId: number) {
  const [row] = await db
    .select({ id: paymentSessions.id, status: paymentSessions.status })
    .from(paymentSessions)
    .innerJoin(billShares, eq(billShares.id, paymentSessions.billShareId))
    .where(and(eq(paymentSessions.orderId, orderId), eq(billShares.customerId, customerId)))
    .orderBy(desc(paymentSessions.createdAt))
    .limit(1);
  return row ?? null;
}

/**
 * The payment result screen on an open order with shares (decision 0019): the asking guest's
 * own latest share session speaks (synced with the gateway while not final), so Ben is not
 * told 'Payment Successful.' because Asha paid her share. A guest with no share of his own
 * waits for the rest like a table the waiter settles: PENDING_VBV for what remains. Null when
 * the order has no shares (the single-payer answer applies).
 */
export async function sharePaymentStatus(
  db: Database,
  input: { order: OrderRow; customerId: number },
  sync: (sessionId: string) => Promise<{ status: PaymentStatus; amountMinor: number }>,
): Promise<ShareStatus | null> {
  const { order } = input;
  const shares = await loadShares(db, order.id);
  if (shares.length === 0) return null;
  const own = await ownLatestSession(db, order.id, input.customerId);
  if (own) {
    const settled = isFinalPaymentStatus(own.status)
      ? await sessionAnswer(db, own.id)
      : await sync(own.id);
    const waiting = settled.status === 'AUTHORIZING' || settled.status === 'PENDING_VBV';
    return { ...settled, shouldPoll: waiting };
  }
  const bill = await computeOrderBill(db, order);
  const totals = shareTotals(bill.payableAmount, toCommitted(shares));
  return { status: 'PENDING_VBV', amountMinor: totals.remainingMinor, shouldPoll: true };
}

async function sessionAnswer(db: Database, sessionId: string) {
  const [row] = await db
    .select({ status: paymentSessions.status, amountMinor: paymentSessions.amountMinor })
    .from(paymentSessions)
    .where(eq(paymentSessions.id, sessionId));
  if (!row) throw new Error(`session ${sessionId} vanished`);
  return row;
}
