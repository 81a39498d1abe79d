import {
  DEV_SMS_MESSAGES_PATH,
  ZSmsMessagesResponse,
  ZSmsOutboxQuery,
  ZSmsOutboxResponse,
} from '@tableside/shared/contract/dev';
import { ZErrorBody } from '@tableside/shared/contract/error';
import { SYSTEM_ROUTES } from '@tableside/shared/contract/routes';
import type { AppDeps } from '../../app-deps';
import type { AppFastify } from '../../http/types';
import { notFound } from '../../lib/app-error';

/**
 * The console SMS adapter's messages, newest first, so testers and e2e tests can read the
 * OTP (sms-outbox) and any other message, such as a receipt link (sms-messages). Both answer
 * 404 when there is no outbox (production, or a real SMS provider).
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
      // Check-in's messages carry a code; this list keeps to those, as its clients expect.
      return smsOutbox(req.query.phoneNo).flatMap((m) => (m.otp ? [{ ...m, otp: m.otp }] : []));
    },
  );

  app.get(
    DEV_SMS_MESSAGES_PATH,
    {
      schema: {
        tags: ['dev'],
        summary: 'Every SMS the console adapter sent, with or without a code (not in production)',
        querystring: ZSmsOutboxQuery,
        response: { 200: ZSmsMessagesResponse, 400: ZErrorBody, 404: ZErrorBody },
      },
    },
    async (req) => {
      if (!smsOutbox) throw notFound('SMS outbox');
      return smsOutbox(req.query.phoneNo);
    },
  );
}
