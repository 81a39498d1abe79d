import type { PaymentStatus } from '@tableside/shared/domain/enums';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { paymentSessions, payments } from '../../db/schema/index';
import { isFinalPaymentStatus } from '../../integrations/payments/payment-port';
import { notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { EventPublisher } from '../../realtime/publisher';
import { rooms } from '../../realtime/rooms';
import { EventBatch } from '../staff/event-batch';
import { isOrderClosed, lockOrder } from '../staff/order-lock';
import { completeOrder } from './complete-order';

export interface SettleResult {
  /** The session's status after this report. */
  status: PaymentStatus;
  amountMinor: number;
  orderId: number;
  /** True only for the report that completed the order. */
  completedOrder: boolean;
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
 * page, retries), so this is idempotent: a final status is never changed again, and CHARGED
 * records one ONLINE payment (keyed by the session id) and completes the order once. Under
 * the order lock concurrent reports queue up and the later ones find the work done. A charge
 * on an order that was closed meanwhile is still recorded, so the floor can refund it.
 */
export async function settlePaymentSession(
  deps: { db: Database; clock: Clock; publisher: EventPublisher },
  input: { sessionId: string; status: PaymentStatus },
): Promise<SettleResult> {
  const batch = new EventBatch();
  const result = await deps.db.transaction(async (tx) => {
    const first = await readSession(tx, input.sessionId);
    const order = await lockOrder(tx, first.tenantId, first.orderId);
    const session = await readSession(tx, input.sessionId);
    const answer = { amountMinor: session.amountMinor, orderId: order.id, completedOrder: false };
    if (isFinalPaymentStatus(session.status) || session.status === input.status) {
      return { ...answer, status: session.status };
    }
    await tx
      .update(paymentSessions)
      .set({ status: input.status })
      .where(eq(paymentSessions.id, session.id));
    batch.add(rooms.staff(order), 'staffOrderUpdate', { orderId: order.id });
    if (input.status !== 'CHARGED') return { ...answer, status: input.status };
    await tx
      .insert(payments)
      .values({
        tenantId: order.tenantId,
        orderId: order.id,
        method: 'ONLINE',
        amountMinor: session.amountMinor,
        status: 'CHARGED',
        providerRef: session.id,
      })
      .onConflictDoNothing();
    if (isOrderClosed(order)) return { ...answer, status: input.status };
    await completeOrder(tx, batch, { order, at: deps.clock.now() });
    return { ...answer, status: input.status, completedOrder: true };
  });
  batch.publishTo(deps.publisher);
  return result;
}
