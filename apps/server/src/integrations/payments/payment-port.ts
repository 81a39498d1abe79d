import type { PaymentProvider, PaymentStatus, RefundStatus } from '@tableside/shared/domain/enums';

/** A checkout opened at the gateway: its id and the page the guest pays on. */
export interface GatewayCheckout {
  sessionId: string;
  url: string;
}

/** What the server asks a gateway to collect; the amount is computed from the bill, never sent by a browser. */
export interface CreateSessionInput {
  tenantId: number;
  orderId: number;
  /** In the currency's minor unit (paise, cents). */
  amountMinor: number;
  /** ISO 4217 code, upper case. */
  currency: string;
  /** Shown to the payer at the gateway, e.g. "Brew Room · Order 42". */
  description: string;
  /** Where the gateway sends the guest back: the guest app's /payment-confirmation. */
  returnUrl: string;
}

/** Where a session stands at the gateway; a charge names the gateway's payment (refunds need it). */
export interface GatewayReport {
  status: PaymentStatus;
  paymentRef?: string;
}

export interface RefundInput {
  /** The gateway's id of the charge (payments.provider_payment_ref). */
  paymentRef: string;
  amountMinor: number;
  reason: string;
  /** Sent to the gateway so a retried refund is made once. */
  idempotencyKey: string;
}

export interface GatewayRefund {
  refundId: string;
  status: RefundStatus;
}

/**
 * An online payment gateway. Adapters: simulated (default, no account), Stripe Checkout and
 * Razorpay. The server asks for the status rather than trusting the browser, and applies what
 * it learns idempotently, so a status learnt twice (poll, webhook, return page) records one
 * payment. Every method is a network call: call them outside a transaction where possible.
 */
export interface PaymentPort {
  readonly kind: PaymentProvider;
  createSession(input: CreateSessionInput): Promise<GatewayCheckout>;
  fetchStatus(sessionId: string): Promise<GatewayReport>;
  /**
   * Ends an open session so its page can no longer take a payment (a split bill's hold that
   * expired). Resolves with where the session stands once the gateway answered: a failure
   * status when it ended it, or what the payer got to first (CHARGED, AUTHORIZING).
   */
  cancelSession(sessionId: string): Promise<GatewayReport>;
  refund(input: RefundInput): Promise<GatewayRefund>;
  /** Resolves when the keys work (an authenticated read at the gateway); throws GatewayError otherwise. */
  testConnection(): Promise<void>;
}

/**
 * The gateway refused a call, timed out or could not be reached. The message is the
 * provider's reason and never carries a key.
 */
export class GatewayError extends Error {
  override name = 'GatewayError';
  constructor(
    message: string,
    readonly reason: 'timeout' | 'unreachable' | 'refused' | 'unauthorized',
  ) {
    super(message);
  }
}

/** How long a call to a gateway may take before the guest is told to retry. */
export const GATEWAY_TIMEOUT_MS = 10_000;

/** What an adapter needs besides its settings; tests pass a short timeout. */
export interface GatewayIo {
  fetch: typeof fetch;
  timeoutMs: number;
}

export interface StripeSettings {
  provider: 'stripe';
  secretKey: string;
  webhookSecret: string;
  apiUrl: string;
}

export interface RazorpaySettings {
  provider: 'razorpay';
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  apiUrl: string;
}

/** A brand's gateway with its keys in clear: never logged, never answered. */
export type PaymentSettings = { provider: 'simulated' } | StripeSettings | RazorpaySettings;

/** Finds each brand's gateway: its saved settings, else the environment's default. */
export interface PaymentGateways {
  settingsOf(tenantId: number, provider?: PaymentProvider): Promise<PaymentSettings>;
  /** The gateway new payments of the brand go to. */
  forTenant(tenantId: number): Promise<PaymentPort>;
  /** The gateway a session was opened at (the brand may have switched since). */
  forSession(session: { tenantId: number; provider: PaymentProvider }): Promise<PaymentPort>;
}

/** A status the gateway will not change any more. */
export const isFinalPaymentStatus = (status: PaymentStatus): boolean =>
  status === 'CHARGED' || status === 'AUTHORIZATION_FAILED' || status === 'AUTHENTICATION_FAILED';
