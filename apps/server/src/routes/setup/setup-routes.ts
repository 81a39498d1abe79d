import { ZErrorBody } from '@tableside/shared/contract/error';
import { SETUP_ROUTES } from '@tableside/shared/contract/routes';
import { ZSetupBody, ZSetupStatus, ZSetupStatusQuery } from '@tableside/shared/contract/setup';
import { ZStaffMe } from '@tableside/shared/contract/staff';
import type { AppDeps } from '../../app-deps';
import { setStaffCookie } from '../../http/staff-auth';
import type { AppFastify } from '../../http/types';
import { AppError } from '../../lib/app-error';
import { completeSetup } from '../../services/setup/complete-setup';
import { checkSetupToken } from '../../services/setup/setup-status';

export const SETUP_LIMITED_MESSAGE = 'Too many setup attempts. Please wait a minute and try again';

/** Per IP: the token is 32 random bytes, but guessing should still be slow. */
const setupRateLimit = (name: string) => ({
  max: 10,
  timeWindow: 60_000,
  hook: 'preValidation' as const,
  keyGenerator: (req: { ip: string }) => `setup-${name}:${req.ip}`,
  errorResponseBuilder: () => new AppError('TOO_MANY_REQUESTS', SETUP_LIMITED_MESSAGE),
});

/** First-run setup (contract/setup.ts): gone (404) once an owner exists. */
export function setupRoutes(app: AppFastify, { database, clock }: AppDeps) {
  const { db } = database;

  app.get(
    SETUP_ROUTES.status,
    {
      schema: {
        tags: ['setup'],
        summary: 'Whether a first-run setup link is still valid',
        querystring: ZSetupStatusQuery,
        response: { 200: ZSetupStatus, 400: ZErrorBody, 404: ZErrorBody, 429: ZErrorBody },
      },
      config: { rateLimit: setupRateLimit('status') },
    },
    async (req) => {
      await checkSetupToken(db, clock, req.query.token);
      return { valid: true as const };
    },
  );

  app.post(
    SETUP_ROUTES.setup,
    {
      schema: {
        tags: ['setup'],
        summary: 'Creates the owner, the first brand and branch, and signs the owner in',
        body: ZSetupBody,
        response: {
          200: ZStaffMe,
          400: ZErrorBody,
          404: ZErrorBody,
          409: ZErrorBody,
          429: ZErrorBody,
        },
      },
      config: { rateLimit: setupRateLimit('create') },
    },
    async (req, reply) => {
      const { me, session } = await completeSetup({ db, clock }, req.body);
      setStaffCookie(reply, session);
      return me;
    },
  );
}
