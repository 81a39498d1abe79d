import { createHmac, timingSafeEqual } from 'node:crypto';
import type { GatewayReport } from '../payment-port';

/** Stripe's default tolerance: a signed delivery older than this is treated as a replay. */
export const STRIPE_SIGNATURE_TOLERANCE_S = 300;

export type StripeSignatureCheck =
  | { ok: true }
  | { ok: false; reason: 'missing' | 'malformed' | 'mismatch' | 'stale' };

/** HMAC-SHA256 of `${t}.${body}` with the endpoint's secret, hex: Stripe's `v1` scheme. */
export function stripeSignature(payload: Buffer | string, secret: string, t: number): string {
  return createHmac('sha256', secret)
    .update(`${t}.`)
    .update(typeof payload === 'string' ? Buffer.from(payload) : payload)
    .digest('hex');
}

/**
 * Checks a `Stripe-Signature` header (`t=<unix s>,v1=<hex>[,v1=…][,v0=…]`) against the exact
 * bytes received. Stripe sends several `v1` while an endpoint's secret is being rolled: one
 * match is enough. Other schemes (v0 is a test-mode scheme) are ignored, as Stripe advises.
 */
export function verifyStripeSignature(
  rawBody: Buffer | string,
  header: string | undefined,
  secret: string,
  now: Date,
  toleranceS = STRIPE_SIGNATURE_TOLERANCE_S,
): StripeSignatureCheck {
  if (!header) return { ok: false, reason: 'missing' };
  let t: number | null = null;
  const signatures: Buffer[] = [];
  for (const part of header.split(',')) {
    const [key, value] = part.trim().split('=', 2);
    if (key === 't' && value && /^\d+$/.test(value)) t = Number(value);
    if (key === 'v1' && value && /^[0-9a-f]{64}$/i.test(value)) {
      signatures.push(Buffer.from(value, 'hex'));
    }
  }
  if (t === null || signatures.length === 0) return { ok: false, reason: 'malformed' };
  const expected = Buffer.from(stripeSignature(rawBody, secret, t), 'hex');
  // Every candidate is compared (no early exit) so timing says nothing about which matched.
  let matched = false;
  for (const given of signatures) {
    if (given.length === expected.length && timingSafeEqual(given, expected)) matched = true;
  }
  if (!matched) return { ok: false, reason: 'mismatch' };
  if (Math.abs(now.getTime() / 1000 - t) > toleranceS) return { ok: false, reason: 'stale' };
  return { ok: true };
}

/** The part of a Stripe event this server reads. */
export interface StripeEvent {
  id: string;
  type: string;
  data: { object: { id?: unknown; payment_status?: unknown; payment_intent?: unknown } };
}

/**
 * What a Checkout event tells about its session; null for events we do not act on (Stripe
 * still gets a 200, or it would retry them for days).
 *
 * | event                                      | status                                   |
 * |--------------------------------------------|------------------------------------------|
 * | checkout.session.completed                 | paid → CHARGED, else AUTHORIZING (async) |
 * | checkout.session.async_payment_succeeded   | CHARGED                                  |
 * | checkout.session.async_payment_failed      | AUTHORIZATION_FAILED                     |
 * | checkout.session.expired                   | AUTHORIZATION_FAILED                     |
 */
export function stripeWebhookReport(event: StripeEvent): GatewayReport | null {
  const session = event.data.object;
  const paymentRef =
    typeof session.payment_intent === 'string' ? session.payment_intent : undefined;
  switch (event.type) {
    case 'checkout.session.completed':
      return session.payment_status === 'paid'
        ? { status: 'CHARGED', paymentRef }
        : { status: 'AUTHORIZING' };
    case 'checkout.session.async_payment_succeeded':
      return { status: 'CHARGED', paymentRef };
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired':
      return { status: 'AUTHORIZATION_FAILED' };
    default:
      return null;
  }
}
