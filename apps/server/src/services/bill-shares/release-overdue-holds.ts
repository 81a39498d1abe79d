import { and, asc, eq, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { billShares, paymentSessions } from '../../db/schema/index';
import {
  GatewayError,
  type GatewayReport,
  isFinalPaymentStatus,
} from '../../integrations/payments/payment-port';
import { settlePaymentSession } from '../payments/settle-payment-session';
import type { PaymentDeps } from '../payments/sync-payment-session';
import { EventBatch } from '../staff/event-batch';
import { lockOrder } from '../staff/order-lock';
import { releaseShare } from './release-share';
import { addShareEvents } from './share-events';

type OverdueHold = Awaited<ReturnType<typeof overdueHolds>>[number];

/** The order's HELD shares whose hold ran out, with the session that pays each. */
function overdueHolds(db: Database, order: { tenantId: number; orderId: number }, now: Date) {
  return db
    .select({
      shareId: billShares.id,
      orderId: billShares.orderId,
      sessionId: paymentSessions.id,
      tenantId: paymentSessions.tenantId,
      provider: paymentSessions.provider,
    })
    .from(billShares)
    .innerJoin(paymentSessions, eq(paymentSessions.billShareId, billShares.id))
    .where(
      and(
        eq(billShares.tenantId, order.tenantId),
        eq(billShares.orderId, order.orderId),
        eq(billShares.status, 'HELD'),
        lte(billShares.heldUntil, now),
      ),
    )
    .orderBy(asc(billShares.id));
}

/** The gateway ended the session unpaid: the share gives its part back (EXPIRED). */
async function releaseExpired(deps: PaymentDeps, hold: OverdueHold) {
  const batch = new EventBatch();
  await deps.db.transaction(async (tx) => {
    await lockOrder(tx, hold.tenantId, hold.orderId);
    const at = deps.clock.now();
    if (await releaseShare(tx, { shareId: hold.shareId, at, reason: 'EXPIRED' })) {
      await addShareEvents(tx, batch, hold.orderId);
    }
  });
  batch.publishTo(deps.publisher);
}

/**
 * One overdue hold (decision 0019, "Holds and expiry"). The gateway is asked first: a charge
 * settles the share, a failure releases it (FAILED), a payment under way keeps it. A session
 * still open is ended at the gateway, and the share released (EXPIRED) only once the gateway
 * confirmed it ended unpaid; if the guest paid first, the charge settles it instead. A
 * gateway that cannot be reached keeps the hold: better a guest waits than a table pays twice.
 */
async function expireHold(deps: PaymentDeps, hold: OverdueHold): Promise<void> {
  let report: GatewayReport;
  try {
    const gateway = await deps.payments.forSession(hold);
    report = await gateway.fetchStatus(hold.sessionId);
    if (report.status === 'PENDING_VBV') {
      report = await gateway.cancelSession(hold.sessionId);
      if (report.status !== 'CHARGED' && isFinalPaymentStatus(report.status)) {
        return await releaseExpired(deps, hold);
      }
    }
  } catch (err) {
    if (err instanceof GatewayError) return;
    throw err;
  }
  await settlePaymentSession(deps, { sessionId: hold.sessionId, report });
}

/**
 * Releases the order's holds whose 15 minutes passed, as far as their gateways confirm. Run
 * before reading or quoting the split bill, outside any transaction (each gateway call is a
 * network call); every change is applied under the order lock, where a share another report
 * settled or released meanwhile is left as it is.
 */
export async function releaseOverdueHolds(
  deps: PaymentDeps,
  order: { tenantId: number; orderId: number },
): Promise<void> {
  for (const hold of await overdueHolds(deps.db, order, deps.clock.now())) {
    await expireHold(deps, hold);
  }
}
