import { createHash, randomBytes } from 'node:crypto';
import type { RefundStatus } from '@tableside/shared/domain/enums';
import { z } from 'zod';
import {
  GatewayError,
  type GatewayIo,
  type GatewayReport,
  type PaymentPort,
  type RazorpaySettings,
} from '../payment-port';
import { razorpayClient } from './razorpay-client';

// The parts of Razorpay's answers we read (docs: Payment Links entity, Refunds entity).
const ZLinkPayment = z.object({ payment_id: z.string(), status: z.string() });
const ZPaymentLink = z.object({
  id: z.string(),
  short_url: z.string(),
  status: z.string(),
  payments: z.array(ZLinkPayment).nullish(),
});
const ZRefund = z.object({ id: z.string(), status: z.string() });

/**
 * A payment link's status at Razorpay, in the spec's terms. Razorpay reports no separate
 * authentication failure on links (a failed 3-D Secure or OTP is just a failed payment), so
 * AUTHENTICATION_FAILED is never produced here.
 *
 * | link status      | link's payments            | spec status          |
 * | ---------------- | -------------------------- | -------------------- |
 * | paid             | a captured payment         | CHARGED (its id)     |
 * | created          | an authorized payment      | AUTHORIZING          |
 * | created          | none, or only failed ones  | PENDING_VBV: a failed attempt leaves the link payable, the guest may retry on it |
 * | partially_paid   | (accept_partial is off)    | PENDING_VBV          |
 * | expired          | any                        | AUTHORIZATION_FAILED |
 * | cancelled        | any                        | AUTHORIZATION_FAILED |
 * | anything else    | any                        | PENDING_VBV: never a charge without `paid` |
 */
export function linkReport(link: z.infer<typeof ZPaymentLink>): GatewayReport {
  const payments = link.payments ?? [];
  switch (link.status) {
    case 'paid': {
      const paid = payments.find((p) => p.status === 'captured') ?? payments.at(-1);
      return { status: 'CHARGED', paymentRef: paid?.payment_id };
    }
    case 'expired':
    case 'cancelled':
      return { status: 'AUTHORIZATION_FAILED' };
    default:
      return payments.some((p) => p.status === 'authorized')
        ? { status: 'AUTHORIZING' }
        : { status: 'PENDING_VBV' };
  }
}

const REFUND_STATUS: Record<string, RefundStatus> = {
  processed: 'SUCCEEDED',
  pending: 'PENDING',
  failed: 'FAILED',
};

/**
 * Razorpay takes `X-Refund-Idempotency` (10+ of [A-Za-z0-9_-]) and a `receipt` of up to 40
 * characters. Both carry the same value derived from our idempotency key, so a retried refund
 * is made once and the refund is traceable to our request in Razorpay's dashboard.
 */
export function refundKey(idempotencyKey: string): string {
  return /^[\w-]{10,40}$/.test(idempotencyKey)
    ? idempotencyKey
    : createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 40);
}

/**
 * Razorpay through Payment Links: the guest pays on Razorpay's hosted page (`short_url`) and
 * is sent back to our return page; the link's status is the session's status.
 */
export function razorpayGateway(settings: RazorpaySettings, io: GatewayIo): PaymentPort {
  const client = razorpayClient(settings, io);
  const linkPath = (id: string) => `/v1/payment_links/${encodeURIComponent(id)}`;
  const fetchStatus = async (sessionId: string) =>
    linkReport(client.parse(ZPaymentLink, await client.call('GET', linkPath(sessionId))));

  return {
    kind: 'razorpay',

    async createSession(input) {
      const answer = await client.call('POST', '/v1/payment_links', {
        amount: input.amountMinor,
        currency: input.currency,
        accept_partial: false,
        description: input.description,
        // Unique per link (Razorpay refuses a reused reference_id); the order id leads.
        reference_id: `${input.orderId}-${randomBytes(6).toString('hex')}`,
        callback_url: input.returnUrl,
        callback_method: 'get',
        notes: { tenant_id: String(input.tenantId), order_id: String(input.orderId) },
      });
      const link = client.parse(ZPaymentLink, answer);
      return { sessionId: link.id, url: link.short_url };
    },

    fetchStatus,

    async cancelSession(sessionId) {
      try {
        const answer = await client.call('POST', `${linkPath(sessionId)}/cancel`);
        return linkReport(client.parse(ZPaymentLink, answer));
      } catch (err) {
        // Razorpay cancels a link in the created state only: one paid meanwhile says so.
        if (err instanceof GatewayError && err.reason === 'refused') return fetchStatus(sessionId);
        throw err;
      }
    },

    async refund(input) {
      const key = refundKey(input.idempotencyKey);
      const path = `/v1/payments/${encodeURIComponent(input.paymentRef)}/refund`;
      const body = { amount: input.amountMinor, notes: { reason: input.reason }, receipt: key };
      const refund = client.parse(
        ZRefund,
        await client.call('POST', path, body, { 'x-refund-idempotency': key }),
      );
      const status = REFUND_STATUS[refund.status];
      if (!status) throw client.unexpected();
      return { refundId: refund.id, status };
    },

    async testConnection() {
      await client.call('GET', '/v1/payment_links?count=1');
    },
  };
}
