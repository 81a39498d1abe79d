import type { Database } from '../../db/client';
import { type paymentSessions, payments } from '../../db/schema/index';
import type { OrderRow } from '../staff/order-lock';

export interface OnlinePayment {
  order: OrderRow;
  session: Pick<typeof paymentSessions.$inferSelect, 'id' | 'provider'>;
  /** The bill part: the whole session for a single payer, the share's amount for a share. */
  amountMinor: number;
  /** A split bill's share and its tip, which the gateway charged on top of the amount. */
  share?: { id: number; tipMinor: number };
  paymentRef?: string | null;
  /** Charged for a bill it no longer fits (paid or closed meanwhile): the floor refunds it. */
  needsRefund: boolean;
}

/**
 * The one ONLINE payment a gateway's charge of a session records, keyed by the session id, so
 * a charge reported again (poll, webhook, return page) is recorded once.
 */
export async function recordOnlinePayment(tx: Database, input: OnlinePayment): Promise<void> {
  const { order, session } = input;
  await tx
    .insert(payments)
    .values({
      tenantId: order.tenantId,
      orderId: order.id,
      method: 'ONLINE',
      amountMinor: input.amountMinor,
      tipMinor: input.share?.tipMinor ?? 0,
      billShareId: input.share?.id ?? null,
      status: 'CHARGED',
      providerRef: session.id,
      provider: session.provider,
      providerPaymentRef: input.paymentRef ?? null,
      needsRefund: input.needsRefund,
    })
    .onConflictDoNothing();
}
