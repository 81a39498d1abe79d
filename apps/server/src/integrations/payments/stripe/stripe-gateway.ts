import { randomUUID } from 'node:crypto';
import type { PaymentStatus, RefundStatus } from '@tableside/shared/domain/enums';
import {
  GatewayError,
  type GatewayIo,
  type GatewayReport,
  type PaymentPort,
  type StripeSettings,
} from '../payment-port';
import { stripeCall } from './stripe-api';

/** The fields of a Checkout Session we read (Stripe's `checkout.session` object). */
interface StripeCheckoutSession {
  id: string;
  url: string | null;
  status: 'open' | 'complete' | 'expired' | null;
  payment_status: 'paid' | 'unpaid' | 'no_payment_required';
  payment_intent: string | null;
}

interface StripeRefund {
  id: string;
  status: 'pending' | 'requires_action' | 'succeeded' | 'failed' | 'canceled' | null;
}

/**
 * A Checkout Session's state in the spec's statuses.
 *
 * | session status | payment_status | status                                              |
 * |----------------|----------------|-----------------------------------------------------|
 * | open           | any            | PENDING_VBV (the guest is on Stripe's page)         |
 * | complete       | paid           | CHARGED, paymentRef = the PaymentIntent             |
 * | complete       | unpaid         | AUTHORIZING (a delayed method such as a debit)      |
 * | expired        | any            | AUTHORIZATION_FAILED (nothing was taken)            |
 *
 * AUTHENTICATION_FAILED is never reported: Checkout keeps the session open after a failed
 * 3-D Secure challenge so the guest can try again, until it expires.
 */
function toReport(session: StripeCheckoutSession): GatewayReport {
  const statuses: Record<string, PaymentStatus> = {
    open: 'PENDING_VBV',
    expired: 'AUTHORIZATION_FAILED',
    complete: session.payment_status === 'paid' ? 'CHARGED' : 'AUTHORIZING',
  };
  const status = session.status ? statuses[session.status] : undefined;
  if (!status) throw new GatewayError('Stripe answered an unknown session status', 'refused');
  return status === 'CHARGED' && session.payment_intent
    ? { status, paymentRef: session.payment_intent }
    : { status };
}

const REFUND_STATUSES: Record<string, RefundStatus> = {
  succeeded: 'SUCCEEDED',
  pending: 'PENDING',
  requires_action: 'PENDING',
  failed: 'FAILED',
  canceled: 'FAILED',
};

/** Stripe Checkout (hosted payment page) behind PaymentPort, on Stripe's REST API. */
export function stripeGateway(settings: StripeSettings, io: GatewayIo): PaymentPort {
  const call = <T>(request: Parameters<typeof stripeCall>[2]) =>
    stripeCall<T>(settings, io, request);
  const sessionPath = (id: string) => `/v1/checkout/sessions/${encodeURIComponent(id)}`;
  const fetchStatus = async (sessionId: string) =>
    toReport(await call<StripeCheckoutSession>({ method: 'GET', path: sessionPath(sessionId) }));

  return {
    kind: 'stripe',

    async createSession(input) {
      // Stripe fills in the placeholder; the return page polls by order, the id helps support.
      const separator = input.returnUrl.includes('?') ? '&' : '?';
      const successUrl = `${input.returnUrl}${separator}session_id={CHECKOUT_SESSION_ID}`;
      const session = await call<StripeCheckoutSession>({
        method: 'POST',
        path: '/v1/checkout/sessions',
        form: {
          mode: 'payment',
          'line_items[0][quantity]': 1,
          'line_items[0][price_data][currency]': input.currency.toLowerCase(),
          'line_items[0][price_data][unit_amount]': input.amountMinor,
          'line_items[0][price_data][product_data][name]': input.description,
          success_url: successUrl,
          cancel_url: input.returnUrl,
          client_reference_id: String(input.orderId),
          'metadata[tenant_id]': input.tenantId,
          'metadata[order_id]': input.orderId,
        },
        // One key per attempt: Stripe replays the first answer if this very request is sent
        // again, while a later attempt for the same order and amount gets a session of its own.
        idempotencyKey: `checkout-${input.tenantId}-${input.orderId}-${input.amountMinor}-${randomUUID()}`,
      });
      if (!session.url)
        throw new GatewayError('Stripe answered a session without a page', 'refused');
      return { sessionId: session.id, url: session.url };
    },

    fetchStatus,

    async cancelSession(sessionId) {
      try {
        const path = `${sessionPath(sessionId)}/expire`;
        return toReport(await call<StripeCheckoutSession>({ method: 'POST', path }));
      } catch (err) {
        // Stripe expires open sessions only: one paid (or ended) meanwhile says where it is.
        if (err instanceof GatewayError && err.reason === 'refused') return fetchStatus(sessionId);
        throw err;
      }
    },

    async refund(input) {
      const refund = await call<StripeRefund>({
        method: 'POST',
        path: '/v1/refunds',
        form: {
          payment_intent: input.paymentRef,
          amount: input.amountMinor,
          // Stripe's own `reason` takes only three values; the manager's words go in metadata.
          reason: 'requested_by_customer',
          'metadata[reason]': input.reason,
        },
        idempotencyKey: input.idempotencyKey,
      });
      const status = refund.status ? REFUND_STATUSES[refund.status] : undefined;
      if (!status) throw new GatewayError('Stripe answered an unknown refund status', 'refused');
      return { refundId: refund.id, status };
    },

    async testConnection() {
      await call<unknown>({ method: 'GET', path: '/v1/balance' });
    },
  };
}
