import type { PaymentProvider } from '@tableside/shared/domain/enums';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { paymentSessions, webhookEvents } from '../../db/schema/index';
import { type GatewayReport, isFinalPaymentStatus } from '../../integrations/payments/payment-port';
import { badRequest, notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { EventPublisher } from '../../realtime/publisher';
import { rooms } from '../../realtime/rooms';
import { settleBillShare } from '../bill-shares/settle-bill-share';
import { EventBatch } from '../staff/event-batch';
import { isOrderClosed, lockOrder } from '../staff/order-lock';
import { completeOrder } from './complete-order';
import { recordOnlinePayment } from './record-online-payment';

export interface SettleResult {
  /** The session's status after this report. */
  status: GatewayReport['status'];
  amountMinor: number;
  orderId: number;
  /** True only for the report that completed the order. */
  completedOrder: boolean;
}

export interface SettleInput {
  sessionId: string;
  report: GatewayReport;
  /** A webhook's delivery: applied once; the same event again is refused (a replay). */
  webhook?: { provider: PaymentProvider; eventId: string };
}

async function readSession(db: Database, sessionId: string) {
  const [session] = await db
    .select()
    .from(paymentSessions)
    .where(eq(paymentSessions.id, sessionId));
  if (!session) throw notFound('Payment session');
  return session;
}

/**
 * Applies what the gateway reported for a session. Gateways report a result many times (poll,
 * webhook, return page, retries), so this is idempotent: a final status is never changed
 * again, and CHARGED records one ONLINE payment (keyed by the session id) and completes the
 * order once. Under the order lock concurrent reports queue up and the later ones find the
 * work done. A charge on an order that was paid or closed meanwhile is still recorded, flagged
 * for refund, so the floor sees it on the bill. A split bill's share session settles its share
 * (settle-bill-share.ts).
 */
export async function settlePaymentSession(
  deps: { db: Database; clock: Clock; publisher: EventPublisher },
  input: SettleInput,
): Promise<SettleResult> {
  const batch = new EventBatch();
  const result = await deps.db.transaction(async (tx) => {
    const first = await readSession(tx, input.sessionId);
    const order = await lockOrder(tx, first.tenantId, first.orderId);
    if (input.webhook) {
      const fresh = await tx
        .insert(webhookEvents)
        .values(input.webhook)
        .onConflictDoNothing()
        .returning({ eventId: webhookEvents.eventId });
      if (fresh.length === 0) throw badRequest('This webhook event was already received');
    }
    const session = await readSession(tx, input.sessionId);
    const { status, paymentRef } = input.report;
    const answer = { amountMinor: session.amountMinor, orderId: order.id, completedOrder: false };
    if (isFinalPaymentStatus(session.status) || session.status === status) {
      return { ...answer, status: session.status };
    }
    await tx.update(paymentSessions).set({ status }).where(eq(paymentSessions.id, session.id));
    batch.add(rooms.staff(order), 'staffOrderUpdate', { orderId: order.id });
    const { billShareId } = session;
    if (billShareId != null) {
      const at = deps.clock.now();
      const settlement = { order, session: { ...session, billShareId }, status, paymentRef, at };
      const completedOrder = await settleBillShare(tx, batch, settlement);
      return { ...answer, status, completedOrder };
    }
    if (status !== 'CHARGED') return { ...answer, status };
    const closed = isOrderClosed(order);
    const { amountMinor } = session;
    await recordOnlinePayment(tx, { order, session, amountMinor, paymentRef, needsRefund: closed });
    if (closed) return { ...answer, status };
    await completeOrder(tx, batch, { order, at: deps.clock.now() });
    return { ...answer, status, completedOrder: true };
  });
  batch.publishTo(deps.publisher);
  return result;
}
