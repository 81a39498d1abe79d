import type { PaymentStatus } from '@tableside/shared/domain/enums';

/** A checkout opened at the gateway: its id and the page the guest pays on. */
export interface GatewayCheckout {
  sessionId: string;
  url: string;
}

/**
 * An online payment gateway. Adapters: the simulated gateway (default, no account). The
 * server asks for the status rather than trusting the browser, and applies what it learns
 * idempotently, so a status learnt twice (poll and page) records one payment.
 */
export interface PaymentPort {
  /** 'simulated' also serves its own payment page. */
  readonly kind: string;
  /** Opens a checkout for `amountMinor` paise of the order. Touches no database of ours. */
  createSession(input: { orderId: number; amountMinor: number }): Promise<GatewayCheckout>;
  /** The gateway's status of a session now; call it outside any transaction. */
  fetchStatus(sessionId: string): Promise<PaymentStatus>;
}

/** A status the gateway will not change any more. */
export const isFinalPaymentStatus = (status: PaymentStatus): boolean =>
  status === 'CHARGED' || status === 'AUTHORIZATION_FAILED' || status === 'AUTHENTICATION_FAILED';
