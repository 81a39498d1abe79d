// @ts-expect-error plain ESM shared with the Playwright journey (no declaration file, so that
// its own untyped import stays valid); typed here for the server tests.
import { startFakeStripe as start } from '../../../../test-support/fake-stripe.mjs';

export interface FakeStripeSession {
  id: string;
  amount_total: number;
  currency: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid';
  payment_intent: string | null;
  success_url: string;
  cancel_url: string | null;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  url: string;
}

/** A webhook as the fake would deliver it: the exact bytes and their Stripe-Signature. */
export interface FakeStripeDelivery {
  event: { id: string; type: string; data: { object: FakeStripeSession } };
  body: string;
  headers: Record<string, string>;
}

export interface FakeStripe {
  url: string;
  webhookUrl: string | undefined;
  delayMs: number;
  refundStatus: string;
  requests: {
    method: string;
    path: string;
    idempotencyKey?: string;
    form: Record<string, string>;
  }[];
  refunds: { id: string; amount: number; payment_intent: string; reason: string | null }[];
  sessions: Map<string, FakeStripeSession>;
  webhooks: { event: FakeStripeDelivery['event']; status: number | null; error?: string }[];
  readonly lastWebhook: FakeStripe['webhooks'][number] | undefined;
  pay(id: string): FakeStripeSession;
  expire(id: string): FakeStripeSession;
  event(
    type: string,
    sessionId: string,
    sign?: { t?: number; secret?: string },
  ): FakeStripeDelivery;
  sendWebhook(delivery: FakeStripeDelivery): Promise<FakeStripe['webhooks'][number]>;
  close(): Promise<void>;
}

export const startFakeStripe: (options: {
  secretKey: string;
  webhookSecret: string;
  webhookUrl?: string;
  port?: number;
}) => Promise<FakeStripe> = start;
