import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { paymentSessions } from '../../db/schema/index';
import {
  stripeWebhookReport,
  verifyStripeSignature,
} from '../../integrations/payments/stripe/stripe-webhook';
import { badRequest } from '../../lib/app-error';
import { settlePaymentSession } from './settle-payment-session';
import type { PaymentDeps } from './sync-payment-session';

export const INVALID_STRIPE_SIGNATURE = 'Invalid Stripe signature';

// Only what we read: Stripe's events carry much more, and other types other objects.
const ZStripeEvent = z.object({
  id: z.string().min(1),
  type: z.string().min(1),
  data: z.object({
    object: z.looseObject({
      id: z.string().optional(),
      payment_status: z.string().optional(),
      payment_intent: z.string().nullable().optional(),
    }),
  }),
});

function parseEvent(rawBody: Buffer): z.infer<typeof ZStripeEvent> {
  let json: unknown;
  try {
    json = JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw badRequest('body is not a Stripe event (invalid JSON)');
  }
  const parsed = ZStripeEvent.safeParse(json);
  if (!parsed.success) throw badRequest('body is not a Stripe event');
  return parsed.data;
}

/**
 * A delivery to POST /v1/payments/webhooks/stripe. The signing secret is the brand's, so the
 * session (and through it the brand) is looked up first, then the signature is checked over
 * the exact bytes received before anything is applied. An event Tableside does not act on
 * gets a 200 without a look, or Stripe would retry it for days and disable the endpoint.
 * Applying goes through settlePaymentSession, which refuses an event id seen before (400).
 */
export async function receiveStripeWebhook(
  deps: PaymentDeps,
  input: { rawBody: Buffer; signature: string | undefined },
): Promise<{ applied: boolean }> {
  const event = parseEvent(input.rawBody);
  const report = stripeWebhookReport(event);
  if (!report) return { applied: false };
  const sessionId = event.data.object.id;
  const [session] = sessionId?.startsWith('cs_')
    ? await deps.db
        .select({ id: paymentSessions.id, tenantId: paymentSessions.tenantId })
        .from(paymentSessions)
        .where(and(eq(paymentSessions.id, sessionId), eq(paymentSessions.provider, 'stripe')))
    : [];
  if (!session) throw badRequest('Unknown checkout session');
  const settings = await deps.payments.settingsOf(session.tenantId, 'stripe');
  if (settings.provider !== 'stripe') throw badRequest(INVALID_STRIPE_SIGNATURE);
  const check = verifyStripeSignature(
    input.rawBody,
    input.signature,
    settings.webhookSecret,
    deps.clock.now(),
  );
  if (!check.ok) throw badRequest(INVALID_STRIPE_SIGNATURE);
  await settlePaymentSession(deps, {
    sessionId: session.id,
    report,
    webhook: { provider: 'stripe', eventId: event.id },
  });
  return { applied: true };
}
