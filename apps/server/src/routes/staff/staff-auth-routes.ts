import { ZErrorBody } from '@tableside/shared/contract/error';
import { STAFF_ROUTES } from '@tableside/shared/contract/routes';
import { ZStaffLoginBody, ZStaffMe } from '@tableside/shared/contract/staff';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import {
  clearStaffCookie,
  requireStaff,
  STAFF_READ_ERRORS,
  setStaffCookie,
} from '../../http/staff-auth';
import type { AppFastify } from '../../http/types';
import { AppError } from '../../lib/app-error';
import { staffLogin } from '../../services/staff-auth/staff-login';
import { staffLogout } from '../../services/staff-auth/staff-logout';
import { getStaffMe } from '../../services/staff-auth/staff-me';

/**
 * Per address and per process: only against raw request floods. Guessing is limited per
 * account and per address in the database (services/staff-auth/staff-login-limits.ts).
 */
export const LOGIN_FLOOD_LIMIT = { max: 120, timeWindow: 60_000 } as const;
export const LOGIN_FLOOD_MESSAGE = 'Too many sign-in requests. Please wait a minute and try again';

/** Sign-in, sign-out and who is signed in (DECISIONS "Staff API"). */
export function staffAuthRoutes(app: AppFastify, { database, clock }: AppDeps) {
  const { db } = database;

  app.post(
    STAFF_ROUTES.login,
    {
      schema: {
        tags: ['staff'],
        summary: 'Staff sign-in: opens a 12-hour session in the ts_staff cookie',
        body: ZStaffLoginBody,
        response: { 200: ZStaffMe, 400: ZErrorBody, 401: ZErrorBody, 429: ZErrorBody },
      },
      config: {
        rateLimit: {
          ...LOGIN_FLOOD_LIMIT,
          keyGenerator: (req) => `staff-login:${req.ip}`,
          errorResponseBuilder: () => new AppError('TOO_MANY_REQUESTS', LOGIN_FLOOD_MESSAGE),
        },
      },
    },
    async (req, reply) => {
      const { me, session } = await staffLogin({ db, clock }, req.body, req.ip);
      setStaffCookie(reply, session);
      return me;
    },
  );

  app.post(
    STAFF_ROUTES.logout,
    {
      schema: {
        tags: ['staff'],
        summary: 'Staff sign-out: revokes the session and clears the cookie',
        response: { 204: z.null(), 401: ZErrorBody },
      },
    },
    async (req, reply) => {
      const staff = await requireStaff(db, clock, req, null);
      await staffLogout({ db, clock }, staff.sessionId);
      clearStaffCookie(reply);
      return reply.code(204).send(null);
    },
  );

  app.get(
    STAFF_ROUTES.me,
    {
      schema: {
        tags: ['staff'],
        summary: 'The signed-in staff member, role and branches',
        response: { 200: ZStaffMe, ...STAFF_READ_ERRORS },
      },
    },
    async (req) => getStaffMe(db, (await requireStaff(db, clock, req, null)).userId),
  );
}
