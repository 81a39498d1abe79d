import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { GatewayReport } from '../payment-port';

/** Razorpay's headers on a webhook delivery (docs "Validate Webhooks", "Best Practices"). */
export const RAZORPAY_SIGNATURE_HEADER = 'x-razorpay-signature';
export const RAZORPAY_EVENT_ID_HEADER = 'x-razorpay-event-id';

/**
 * X-Razorpay-Signature is the hex HMAC-SHA256 of the raw request body keyed with the webhook
 * secret. Compared in constant time; a missing or malformed header is simply not valid.
 */
export function verifyRazorpaySignature(
  rawBody: Buffer | string,
  header: string | undefined,
  secret: string,
): boolean {
  if (!header || !/^[0-9a-f]{64}$/i.test(header)) return false;
  const expected = createHmac('sha256', secret).update(rawBody).digest();
  return timingSafeEqual(expected, Buffer.from(header, 'hex'));
}

/**
 * The id a delivery is deduplicated by: Razorpay repeats `x-razorpay-event-id` on every retry
 * of one event. Without it, the body's hash: a byte-identical delivery is the same event.
 */
export function razorpayEventId(header: string | undefined, rawBody: Buffer | string): string {
  if (header?.trim()) return header.trim();
  return `sha256:${createHash('sha256').update(rawBody).digest('hex')}`;
}

// Only the fields we read; Razorpay's payloads carry many more.
const ZEvent = z.object({
  event: z.string(),
  payload: z
    .object({
      payment_link: z.object({ entity: z.object({ id: z.string() }) }).optional(),
      payment: z.object({ entity: z.object({ id: z.string() }) }).optional(),
    })
    .optional(),
});

/** The payment link a webhook event is about, or null (an event of another product). */
export function razorpayLinkId(event: unknown): string | null {
  const parsed = ZEvent.safeParse(event);
  return parsed.success ? (parsed.data.payload?.payment_link?.entity.id ?? null) : null;
}

/**
 * What a webhook event says about its payment link, or null when it changes nothing for us.
 *
 * | event                        | report                                           |
 * | ---------------------------- | ------------------------------------------------ |
 * | payment_link.paid            | CHARGED, paymentRef = payload.payment.entity.id  |
 * | payment_link.expired         | AUTHORIZATION_FAILED                             |
 * | payment_link.cancelled       | AUTHORIZATION_FAILED                             |
 * | payment_link.partially_paid  | ignored: our links refuse partial payments       |
 * | payment.failed and others    | ignored: a failed attempt leaves the link payable, and the payment entity does not name its link |
 */
export function razorpayWebhookReport(event: unknown): GatewayReport | null {
  const parsed = ZEvent.safeParse(event);
  if (!parsed.success || !parsed.data.payload?.payment_link) return null;
  switch (parsed.data.event) {
    case 'payment_link.paid':
      return { status: 'CHARGED', paymentRef: parsed.data.payload.payment?.entity.id };
    case 'payment_link.expired':
    case 'payment_link.cancelled':
      return { status: 'AUTHORIZATION_FAILED' };
    default:
      return null;
  }
}
