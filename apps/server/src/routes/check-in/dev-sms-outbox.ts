import { ZSmsOutboxQuery, ZSmsOutboxResponse } from '@tableside/shared/contract/dev';
import { ZErrorBody } from '@tableside/shared/contract/error';
import { SYSTEM_ROUTES } from '@tableside/shared/contract/routes';
import type { AppDeps } from '../../app-deps';
import type { AppFastify } from '../../http/types';
import { notFound } from '../../lib/app-error';

/**
 * The console SMS adapter's messages, newest first, so testers and e2e tests can read the
 * OTP. Answers 404 when there is no outbox (production, or a real SMS provider).
 */
export function devSmsOutboxRoute(app: AppFastify, { smsOutbox }: AppDeps) {
  app.get(
    SYSTEM_ROUTES.smsOutbox,
    {
      schema: {
        tags: ['dev'],
        summary: 'SMS sent by the console adapter, newest first (not in production)',
        querystring: ZSmsOutboxQuery,
        response: { 200: ZSmsOutboxResponse, 400: ZErrorBody, 404: ZErrorBody },
      },
    },
    async (req) => {
      if (!smsOutbox) throw notFound('SMS outbox');
      // Every message check-in sends carries a code; the dev contract lists only those.
      return smsOutbox(req.query.phoneNo).flatMap((m) => (m.otp ? [{ ...m, otp: m.otp }] : []));
    },
  );
}
