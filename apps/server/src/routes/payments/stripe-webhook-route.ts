import { ZErrorBody } from '@tableside/shared/contract/error';
import { API_BASE } from '@tableside/shared/contract/routes';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import type { AppFastify } from '../../http/types';
import { receiveStripeWebhook } from '../../services/payments/receive-stripe-webhook';

/** Registered at Stripe (Developers → Webhooks) as `${PUBLIC_URL}${STRIPE_WEBHOOK_PATH}`. */
export const STRIPE_WEBHOOK_PATH = `${API_BASE}/payments/webhooks/stripe`;
/** Checkout events are a few kB; Stripe's largest events stay far below this. */
const WEBHOOK_LIMIT_BYTES = 256 * 1024;

const ZStripeWebhookHeaders = z.looseObject({ 'stripe-signature': z.string().optional() });
const ZStripeWebhookAck = z.object({ received: z.literal(true) });

/** Stripe's deliveries of Checkout events (signed; applied once per event id). */
export function stripeWebhookRoutes(app: AppFastify, deps: AppDeps) {
  const services = {
    db: deps.database.db,
    clock: deps.clock,
    publisher: deps.publisher,
    payments: deps.payments,
  };

  // Stripe signs the exact bytes it sends: in this scope JSON is kept raw, not parsed.
  app.register(async (scope: AppFastify) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: WEBHOOK_LIMIT_BYTES },
      (_req, body, done) => done(null, body),
    );

    scope.post(
      STRIPE_WEBHOOK_PATH,
      {
        schema: {
          tags: ['payment'],
          summary: 'Stripe webhook: Checkout session events, verified by Stripe-Signature',
          headers: ZStripeWebhookHeaders,
          response: {
            200: ZStripeWebhookAck.describe('Received (applied, or an event type not acted on)'),
            400: ZErrorBody.describe(
              'Not a Stripe event, an unknown checkout session, a bad signature, or a replay',
            ),
          },
        },
      },
      async (req) => {
        const rawBody = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
        await receiveStripeWebhook(services, {
          rawBody,
          signature: req.headers['stripe-signature'],
        });
        return { received: true as const };
      },
    );
  });
}
