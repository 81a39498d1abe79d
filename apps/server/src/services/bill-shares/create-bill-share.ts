import {
  type TShareRequest,
  type TShareSessionResponse,
  ZShareSessionResponse,
} from '@tableside/shared/contract/bill-share';
import { toShareRequest, toTipChoice } from '@tableside/shared/contract/bill-share-request';
import { shareTotals } from '@tableside/shared/domain/bill-share-state';
import { quoteShare } from '@tableside/shared/domain/bill-shares';
import { quoteTip } from '@tableside/shared/domain/bill-tips';
import { toMajor, toMinor } from '@tableside/shared/domain/money';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { billShareClaims, billShares, customers, paymentSessions } from '../../db/schema/index';
import { assertGuestOrder, type GuestContext } from '../../http/guest-session';
import type { PaymentGateways } from '../../integrations/payments/payment-port';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { EventPublisher } from '../../realtime/publisher';
import { assertBillSettleable, loadCheckoutGroups } from '../billing/checkout-guard';
import { onceForKey } from '../orders/idempotency';
import { assertOrderNotClosed } from '../orders/order-guards';
import { openGatewayCheckout } from '../payments/gateway-checkout';
import { EventBatch } from '../staff/event-batch';
import { lockOrder } from '../staff/order-lock';
import { loadShares, toCommitted } from './committed-shares';
import { releaseOverdueHolds } from './release-overdue-holds';
import { addShareEvents } from './share-events';
import { BILL_CHANGED, shareProblemError, tipProblemError } from './share-problems';
import { loadSplitDues } from './split-dues';
import { assertSplitBillOn } from './split-setting';

/** How long a share holds its part of the bill while its gateway session is open. */
export const SHARE_HOLD_MS = 15 * 60_000;

export interface CreateBillShareDeps {
  db: Database;
  clock: Clock;
  publisher: EventPublisher;
  payments: PaymentGateways;
  publicUrl: string;
}

async function payerName(tx: Database, customerId: number): Promise<string> {
  const [row] = await tx
    .select({ name: customers.name })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row?.name?.trim() || 'A guest';
}

/**
 * A guest pays a share of the split bill (decision 0019). Quoted under the order lock against
 * the shares already held or paid, so two guests asking for the last amount queue up: the
 * first holds it, the second is quoted nothing and refused (409) before any gateway session is
 * opened for him, so he is never charged. A quote other than the one the guest was shown is
 * refused too. The share is HELD while its session is open; the gateway's answer settles it.
 * Holds whose time ran out are released first (release-overdue-holds.ts), so an abandoned
 * gateway page does not block the part it held.
 */
export async function createBillShare(
  deps: CreateBillShareDeps,
  input: { guest: GuestContext; body: TShareRequest; idempotencyKey?: string },
): Promise<TShareSessionResponse> {
  const { guest, body } = input;
  assertGuestOrder(guest, body.orderId);
  // Resolved before the transaction: reading the brand's keys needs a connection of its own.
  const gateway = await deps.payments.forTenant(guest.tenantId);
  await releaseOverdueHolds(deps, { tenantId: guest.tenantId, orderId: body.orderId });
  const batch = new EventBatch();
  const result = await deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, guest.tenantId, body.orderId);
    const idempotency = { guest, key: input.idempotencyKey, request: { billShare: body } };
    return onceForKey(tx, idempotency, ZShareSessionResponse, async () => {
      assertOrderNotClosed(order);
      await assertSplitBillOn(tx, order.branchId);
      const { dues } = await loadSplitDues(tx, order);
      assertBillSettleable(await loadCheckoutGroups(tx, order.id), dues.bill);
      const rows = await loadShares(tx, order.id);
      const committed = toCommitted(rows);
      const quote = quoteShare(dues, committed, toShareRequest(body.share));
      if (!quote.ok) {
        const rest = rows.find((row) => row.status === 'HELD' && row.way === 'REMAINING');
        const active = rows.find((row) => row.splitParts != null);
        throw shareProblemError(quote.problem, {
          availableMinor: shareTotals(dues.bill.payableAmount, committed).availableMinor,
          payingRest: rest?.payerName ?? null,
          splitParts: active?.splitParts ?? undefined,
        });
      }
      if (quote.amountMinor !== toMinor(body.expectedAmount)) {
        throw new AppError('CONFLICT', BILL_CHANGED);
      }
      const tip = quoteTip(quote.amountMinor, toTipChoice(body.tip));
      if (!tip.ok) throw tipProblemError(tip);
      const now = deps.clock.now();
      const [share] = await tx
        .insert(billShares)
        .values({
          tenantId: order.tenantId,
          orderId: order.id,
          customerId: guest.customerId,
          payerName: await payerName(tx, guest.customerId),
          way: body.share.way,
          amountMinor: quote.amountMinor,
          tipMinor: tip.tipMinor,
          status: 'HELD',
          splitParts: quote.split?.parts ?? null,
          splitBasisMinor: quote.split?.basisMinor ?? null,
          heldUntil: new Date(now.getTime() + SHARE_HOLD_MS),
          createdAt: now,
        })
        .returning({ id: billShares.id });
      if (!share) throw new Error('bill share insert returned nothing');
      if (quote.claims.length > 0) {
        const names = new Map(dues.lines.map((line) => [line.key, line.name]));
        await tx.insert(billShareClaims).values(
          quote.claims.map((claim) => ({
            shareId: share.id,
            ...claim,
            lineName: names.get(claim.lineKey) ?? '',
          })),
        );
      }
      const chargeMinor = quote.amountMinor + tip.tipMinor;
      const checkout = await openGatewayCheckout(tx, gateway, {
        order,
        amountMinor: chargeMinor,
        publicUrl: deps.publicUrl,
        label: `Share ${share.id}`,
      });
      await tx.insert(paymentSessions).values({
        id: checkout.sessionId,
        tenantId: order.tenantId,
        orderId: order.id,
        billShareId: share.id,
        amountMinor: chargeMinor,
        status: 'PENDING_VBV',
        provider: gateway.kind,
        url: checkout.url,
      });
      await addShareEvents(tx, batch, order.id);
      return {
        shareId: share.id,
        sessionId: checkout.sessionId,
        url: checkout.url,
        amount: toMajor(quote.amountMinor),
        tip: toMajor(tip.tipMinor),
      };
    });
  });
  batch.publishTo(deps.publisher);
  return result;
}
