// Types of fake-razorpay.mjs for the TypeScript tests that import it (the server's tsconfig
// does not check JavaScript).

export interface LoggedRequest {
  method: string;
  path: string;
  body: unknown;
  idempotencyKey?: string;
  authorized: boolean;
}
export interface WebhookDelivery {
  url: string;
  headers: Record<string, string>;
  body: string;
}
export interface WebhookAnswer {
  status: number;
  body: string;
}
export interface SentWebhook extends WebhookAnswer {
  eventId: string | undefined;
  event: object;
  delivery: WebhookDelivery;
}
export interface FakeRazorpayOptions {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  webhookUrl?: string;
  port?: number;
  /** Delivers webhooks instead of an HTTP POST to webhookUrl (e.g. Fastify's inject). */
  deliver?: (delivery: WebhookDelivery) => Promise<WebhookAnswer>;
}
export interface FakePayment {
  id: string;
  amount: number;
  amount_refunded: number;
  status: string;
  [field: string]: unknown;
}
export interface FakeLink {
  id: string;
  amount: number;
  currency: string;
  status: string;
  reference_id: string;
  short_url: string;
  payments: { payment_id: string; status: string }[] | null;
  [field: string]: unknown;
}
export type LinkEventName =
  | 'payment_link.paid'
  | 'payment_link.partially_paid'
  | 'payment_link.expired'
  | 'payment_link.cancelled';

export interface FakeRazorpay {
  url: string;
  webhookUrl: string | undefined;
  delayMs: number;
  refundStatus: 'processed' | 'pending' | 'failed';
  requests: LoggedRequest[];
  deliveries: { delivery: WebhookDelivery; answer: WebhookAnswer }[];
  links: Map<string, FakeLink>;
  payments: Map<string, FakePayment>;
  pay(
    id: string,
    opts?: { webhook?: boolean },
  ): Promise<{ payment: FakePayment; link: FakeLink; webhook: SentWebhook | null }>;
  failAttempt(id: string): FakeLink;
  sendWebhook(
    event: object,
    opts?: { eventId?: string | null; secret?: string },
  ): Promise<SentWebhook>;
  linkEvent(event: LinkEventName, id: string): object;
  expire(id: string): FakeLink;
  cancel(id: string): FakeLink;
  close(): Promise<void>;
}

export function startFakeRazorpay(options: FakeRazorpayOptions): Promise<FakeRazorpay>;
