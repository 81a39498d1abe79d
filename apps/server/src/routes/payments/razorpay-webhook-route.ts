import { ZErrorBody } from '@tableside/shared/contract/error';
import { PAYMENT_WEBHOOK_ROUTES } from '@tableside/shared/contract/routes';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { paymentSessions } from '../../db/schema/index';
import type { AppFastify } from '../../http/types';
import {
  RAZORPAY_EVENT_ID_HEADER,
  RAZORPAY_SIGNATURE_HEADER,
  razorpayEventId,
  razorpayLinkId,
  razorpayWebhookReport,
  verifyRazorpaySignature,
} from '../../integrations/payments/razorpay/razorpay-webhook';
import { badRequest } from '../../lib/app-error';
import { settlePaymentSession } from '../../services/payments/settle-payment-session';

const ZRazorpayWebhookHeaders = z.looseObject({
  [RAZORPAY_SIGNATURE_HEADER]: z
    .string()
    .optional()
    .describe('Hex HMAC-SHA256 of the raw body with the webhook secret'),
  [RAZORPAY_EVENT_ID_HEADER]: z
    .string()
    .optional()
    .describe("Razorpay's event id, repeated on retries: a delivery is applied once"),
});
const ZWebhookReceived = z.object({ received: z.literal(true) });

const BAD_SIGNATURE = 'Invalid Razorpay signature';

/**
 * Razorpay's webhook (payment_link.paid / .expired / .cancelled). The signature covers the raw
 * bytes, so this scope keeps the body as a buffer. The link names our payment session, the
 * session its brand, the brand its webhook secret; only a verified event is applied, once per
 * event id. Other events are acknowledged and ignored.
 */
export function razorpayWebhookRoutes(app: AppFastify, deps: AppDeps) {
  const { db } = deps.database;
  const services = { db, clock: deps.clock, publisher: deps.publisher };

  app.register(async (scope: AppFastify) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) =>
      done(null, body),
    );

    scope.post(
      PAYMENT_WEBHOOK_ROUTES.razorpay,
      {
        schema: {
          tags: ['payment'],
          summary: "Razorpay's webhook: a payment link was paid, expired or cancelled",
          description:
            'Body: the raw JSON event exactly as Razorpay signed it. A bad signature, an ' +
            'unknown payment link or an event id already received is refused with 400 and ' +
            'changes nothing.',
          headers: ZRazorpayWebhookHeaders,
          response: { 200: ZWebhookReceived, 400: ZErrorBody },
        },
      },
      async (req) => {
        const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
        let event: unknown;
        try {
          event = JSON.parse(raw.toString('utf8'));
        } catch {
          throw badRequest('body: must be a JSON Razorpay event');
        }
        const linkId = razorpayLinkId(event);
        // Not about a payment link (another product on the same Razorpay account): nothing
        // of ours to apply, and no brand whose secret could check it.
        if (!linkId) return { received: true as const };
        const [session] = await db
          .select({ tenantId: paymentSessions.tenantId, provider: paymentSessions.provider })
          .from(paymentSessions)
          .where(eq(paymentSessions.id, linkId));
        if (session?.provider !== 'razorpay') {
          throw badRequest('Unknown Razorpay payment link');
        }
        const settings = await deps.payments.settingsOf(session.tenantId, 'razorpay');
        const signature = req.headers[RAZORPAY_SIGNATURE_HEADER];
        if (
          settings.provider !== 'razorpay' ||
          !verifyRazorpaySignature(raw, signature, settings.webhookSecret)
        ) {
          throw badRequest(BAD_SIGNATURE);
        }
        const report = razorpayWebhookReport(event);
        if (report) {
          const eventId = razorpayEventId(req.headers[RAZORPAY_EVENT_ID_HEADER], raw);
          await settlePaymentSession(services, {
            sessionId: linkId,
            report,
            webhook: { provider: 'razorpay', eventId },
          });
        }
        return { received: true as const };
      },
    );
  });
}
