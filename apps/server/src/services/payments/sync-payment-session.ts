import type { Database } from '../../db/client';
import type { PaymentPort } from '../../integrations/payments/payment-port';
import type { Clock } from '../../lib/clock';
import type { EventPublisher } from '../../realtime/publisher';
import { type SettleResult, settlePaymentSession } from './settle-payment-session';

export interface PaymentDeps {
  db: Database;
  clock: Clock;
  publisher: EventPublisher;
  payments: PaymentPort;
}

/**
 * Asks the gateway where a session stands and applies the answer. The gateway call runs
 * outside any transaction (a real gateway is a network call; PGlite has one connection).
 */
export async function syncPaymentSession(
  deps: PaymentDeps,
  sessionId: string,
): Promise<SettleResult> {
  const status = await deps.payments.fetchStatus(sessionId);
  return settlePaymentSession(deps, { sessionId, status });
}
