import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import type { AppFastify } from '../../http/types';
import {
  SIMULATED_PAGE_PATH,
  SIMULATED_SESSION_ID,
} from '../../integrations/payments/simulated-gateway';
import {
  renderSessionNotFound,
  renderSimulatedPage,
} from '../../integrations/payments/simulated-page';
import { SIMULATED_OUTCOMES } from '../../integrations/payments/simulated-status';
import { settlePaymentSession } from '../../services/payments/settle-payment-session';

const ZSessionParams = z.object({
  sessionId: z.string().regex(SIMULATED_SESSION_ID, 'is not a payment session id'),
});
const ZOutcomeForm = z.object({ outcome: z.enum(SIMULATED_OUTCOMES) });
const FORM_LIMIT_BYTES = 1024;
// The page is HTML, documented per media type: Fastify sends a string reply with its
// content type as is, so these schemas only describe it.
const html = (description: string) => ({
  description,
  content: { 'text/html': { schema: z.string() } },
});
const notFoundPage = html('No such payment session');

/**
 * The simulated gateway's own page (served only when it is the configured gateway): shows
 * the amount and lets a tester pick the result. Viewing a session that reached a result
 * reports it to our payments, as a real gateway's callback would.
 */
export function simulatedGatewayRoutes(app: AppFastify, deps: AppDeps) {
  const gateway = deps.simulated;
  if (!gateway) return;
  const services = { db: deps.database.db, clock: deps.clock, publisher: deps.publisher };

  // A plain HTML form posts url-encoded; the parser is scoped to these two routes.
  app.register(async (scope: AppFastify) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_LIMIT_BYTES },
      (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    scope.get(
      SIMULATED_PAGE_PATH,
      {
        schema: {
          tags: ['payment'],
          summary: 'Simulated gateway: the payment page (HTML)',
          params: ZSessionParams,
          response: { 200: html('The payment page'), 404: notFoundPage },
        },
      },
      async (req, reply) => {
        reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
        const view = await gateway.view(req.params.sessionId);
        if (!view) return reply.code(404).send(renderSessionNotFound());
        if (view.status !== 'PENDING_VBV') {
          await settlePaymentSession(services, {
            sessionId: view.sessionId,
            report: { status: view.status, paymentRef: view.sessionId },
          });
        }
        return reply.send(renderSimulatedPage(view));
      },
    );

    scope.post(
      SIMULATED_PAGE_PATH,
      {
        schema: {
          tags: ['payment'],
          summary: "Simulated gateway: the tester's choice (form post, answers 303 to the page)",
          params: ZSessionParams,
          body: ZOutcomeForm,
          response: {
            // A redirect has no body: the null schema documents it as such.
            303: z.null().describe('Back to the payment page (post/redirect/get)'),
            404: notFoundPage,
          },
        },
      },
      async (req, reply) => {
        const decision = await gateway.decide(req.params.sessionId, req.body.outcome);
        if (decision === 'not-found') {
          return reply.code(404).type('text/html; charset=utf-8').send(renderSessionNotFound());
        }
        // Post/redirect/get: a reload shows the state instead of posting the choice again.
        return reply.redirect(req.url, 303);
      },
    );
  });
}
