import {
  type TPaymentSessionResponse,
  ZPaymentSessionResponse,
} from '@tableside/shared/contract/payment';
import { toMajor } from '@tableside/shared/domain/money';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { paymentSessions } from '../../db/schema/index';
import { assertGuestOrder, type GuestContext } from '../../http/guest-session';
import type { PaymentGateways } from '../../integrations/payments/payment-port';
import { AppError } from '../../lib/app-error';
import { loadShares } from '../bill-shares/committed-shares';
import { assertBillSettleable, loadCheckoutGroups } from '../billing/checkout-guard';
import { computeOrderBill } from '../billing/compute-order-bill';
import { onceForKey } from '../orders/idempotency';
import { assertOrderNotClosed } from '../orders/order-guards';
import { lockOrder } from '../staff/order-lock';
import { openGatewayCheckout } from './gateway-checkout';

const NOTHING_TO_PAY = 'There is nothing to pay on this bill: please ask the waiter to close it.';
const SHARES_UNDER_WAY = 'Part of this bill is being paid in shares: please pay your share.';

export interface CreatePaymentSessionInput {
  guest: GuestContext;
  orderId: number;
  idempotencyKey?: string;
}

/** A session nobody has acted on yet, for this very amount, can simply be handed out again. */
async function reusableSession(tx: Database, orderId: number, amountMinor: number) {
  const [session] = await tx
    .select({ sessionId: paymentSessions.id, url: paymentSessions.url })
    .from(paymentSessions)
    .where(
      and(
        eq(paymentSessions.orderId, orderId),
        eq(paymentSessions.status, 'PENDING_VBV'),
        eq(paymentSessions.amountMinor, amountMinor),
        isNull(paymentSessions.outcome),
        // A split bill's share session is that guest's own, never the whole bill's.
        isNull(paymentSessions.billShareId),
      ),
    )
    .orderBy(desc(paymentSessions.createdAt))
    .limit(1);
  return session?.url ? { sessionId: session.sessionId, url: session.url } : null;
}

/**
 * Opens an online payment of the bill's payable amount, computed here (the client names only
 * the order). Under the order lock a double tap finds the first tap's untouched session and
 * gets it again; with an Idempotency-Key a retry replays the first answer exactly.
 */
export async function createPaymentSession(
  deps: { db: Database; payments: PaymentGateways; publicUrl: string },
  input: CreatePaymentSessionInput,
): Promise<TPaymentSessionResponse> {
  const { guest } = input;
  assertGuestOrder(guest, input.orderId);
  // Resolved before the transaction: reading the brand's saved keys needs a connection of its
  // own, and PGlite has only the one the transaction holds.
  const gateway = await deps.payments.forTenant(guest.tenantId);
  return deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, guest.tenantId, input.orderId);
    const request = { paymentSession: order.id };
    const idempotency = { guest, key: input.idempotencyKey, request };
    return onceForKey(tx, idempotency, ZPaymentSessionResponse, async () => {
      assertOrderNotClosed(order);
      const bill = await computeOrderBill(tx, order);
      assertBillSettleable(await loadCheckoutGroups(tx, order.id), bill);
      // A split bill (decision 0019) with shares held or paid: the whole payable would overpay.
      if ((await loadShares(tx, order.id)).length > 0) {
        throw new AppError('CONFLICT', SHARES_UNDER_WAY);
      }
      const amountMinor = bill.payableAmount;
      if (amountMinor === 0) throw new AppError('CONFLICT', NOTHING_TO_PAY);
      let checkout = await reusableSession(tx, order.id, amountMinor);
      if (!checkout) {
        checkout = await openGatewayCheckout(tx, gateway, {
          order,
          amountMinor,
          publicUrl: deps.publicUrl,
        });
        await tx.insert(paymentSessions).values({
          id: checkout.sessionId,
          tenantId: order.tenantId,
          orderId: order.id,
          amountMinor,
          status: 'PENDING_VBV',
          provider: gateway.kind,
          url: checkout.url,
        });
      }
      return { ...checkout, amount: toMajor(amountMinor) };
    });
  });
}
