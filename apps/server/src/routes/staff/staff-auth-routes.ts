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

export const LOGIN_LIMIT = { max: 10, timeWindow: 60_000 } as const;
export const LOGIN_LIMITED_MESSAGE =
  'Too many sign-in attempts. Please wait a minute and try again';

/** The username of a login body, whatever shape the body has (the limiter runs on any body). */
function usernameOf(body: unknown): string {
  const name = (body as { username?: unknown } | null)?.username;
  return typeof name === 'string' ? name.trim().toLowerCase().slice(0, 64) : '';
}

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
        // Per IP and username: guessing one account's password is slowed without letting one
        // guest lock every colleague out. preValidation: the body is parsed by then, and a
        // body the schema refuses still counts.
        rateLimit: {
          ...LOGIN_LIMIT,
          hook: 'preValidation',
          keyGenerator: (req) => `staff-login:${req.ip}:${usernameOf(req.body)}`,
          errorResponseBuilder: () => new AppError('TOO_MANY_REQUESTS', LOGIN_LIMITED_MESSAGE),
        },
      },
    },
    async (req, reply) => {
      const { me, session } = await staffLogin({ db, clock }, req.body);
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
