import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { paymentSessions } from '../../db/schema/index';
import { GatewayError, type PaymentGateways } from '../../integrations/payments/payment-port';
import { AppError, notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { EventPublisher } from '../../realtime/publisher';
import { type SettleResult, settlePaymentSession } from './settle-payment-session';

export interface PaymentDeps {
  db: Database;
  clock: Clock;
  publisher: EventPublisher;
  payments: PaymentGateways;
}

/** What the guest is told when the gateway cannot be asked: the app retries, then sends them to the waiter. */
export const GATEWAY_UNAVAILABLE = 'The payment gateway did not answer. Please try again.';

/**
 * Asks the gateway where a session stands and applies the answer. The gateway call runs
 * outside any transaction (a real gateway is a network call; PGlite has one connection).
 */
export async function syncPaymentSession(
  deps: PaymentDeps,
  sessionId: string,
): Promise<SettleResult> {
  const [session] = await deps.db
    .select({ tenantId: paymentSessions.tenantId, provider: paymentSessions.provider })
    .from(paymentSessions)
    .where(eq(paymentSessions.id, sessionId));
  if (!session) throw notFound('Payment session');
  try {
    const gateway = await deps.payments.forSession(session);
    const report = await gateway.fetchStatus(sessionId);
    return await settlePaymentSession(deps, { sessionId, report });
  } catch (err) {
    if (err instanceof GatewayError) throw new AppError('BAD_GATEWAY', GATEWAY_UNAVAILABLE);
    throw err;
  }
}
