import { ZErrorBody } from '@tableside/shared/contract/error';
import { ZStaffMe } from '@tableside/shared/contract/staff';
import { ZStaffAccountParams } from '@tableside/shared/contract/staff-accounts';
import {
  STAFF_PIN_ROUTES,
  ZPinSwitchBody,
  ZPinSwitchMembersResponse,
  ZSetStaffPinBody,
} from '@tableside/shared/contract/staff-pin';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import {
  requireStaff,
  STAFF_READ_ERRORS,
  STAFF_WRITE_ERRORS,
  setStaffCookie,
} from '../../http/staff-auth';
import type { AppFastify } from '../../http/types';
import { AppError } from '../../lib/app-error';
import { pinSwitch } from '../../services/staff-pin/pin-switch';
import { listPinSwitchMembers } from '../../services/staff-pin/pin-switch-members';
import { setMyPin } from '../../services/staff-pin/set-my-pin';
import { setStaffPin } from '../../services/staff-pin/set-staff-pin';
import { LOGIN_FLOOD_LIMIT, LOGIN_FLOOD_MESSAGE } from './staff-auth-routes';

const NO_CONTENT = { 204: z.null(), ...STAFF_WRITE_ERRORS };

/** Quick-switch PINs of shared floor tablets (contract staff-pin.ts). */
export function staffPinRoutes(app: AppFastify, { database, clock }: AppDeps) {
  const { db } = database;
  const signedIn = (req: Parameters<typeof requireStaff>[2]) => requireStaff(db, clock, req, null);
  const manager = (req: Parameters<typeof requireStaff>[2]) =>
    requireStaff(db, clock, req, 'manageStaff');

  app.put(
    STAFF_PIN_ROUTES.myPin,
    {
      schema: {
        tags: ['staff'],
        summary: 'Sets my quick-switch PIN (400 naming pin when it is easy to guess)',
        body: ZSetStaffPinBody,
        response: NO_CONTENT,
      },
    },
    async (req, reply) => {
      await setMyPin(db, await signedIn(req), req.body.pin);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    STAFF_PIN_ROUTES.myPin,
    { schema: { tags: ['staff'], summary: 'Clears my quick-switch PIN', response: NO_CONTENT } },
    async (req, reply) => {
      await setMyPin(db, await signedIn(req), null);
      return reply.code(204).send(null);
    },
  );

  app.put(
    STAFF_PIN_ROUTES.staffAccountPin,
    {
      schema: {
        tags: ['staff'],
        summary: "Sets a staff member's quick-switch PIN (manageStaff)",
        params: ZStaffAccountParams,
        body: ZSetStaffPinBody,
        response: NO_CONTENT,
      },
    },
    async (req, reply) => {
      await setStaffPin(db, await manager(req), req.params.staffUserId, req.body.pin);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    STAFF_PIN_ROUTES.staffAccountPin,
    {
      schema: {
        tags: ['staff'],
        summary: "Clears a staff member's quick-switch PIN (manageStaff)",
        params: ZStaffAccountParams,
        response: NO_CONTENT,
      },
    },
    async (req, reply) => {
      await setStaffPin(db, await manager(req), req.params.staffUserId, null);
      return reply.code(204).send(null);
    },
  );

  app.get(
    STAFF_PIN_ROUTES.pinSwitchMembers,
    {
      schema: {
        tags: ['staff'],
        summary: "Colleagues with a PIN at the signed-in member's branches",
        response: { 200: ZPinSwitchMembersResponse, ...STAFF_READ_ERRORS },
      },
    },
    async (req) => listPinSwitchMembers(db, await signedIn(req)),
  );

  app.post(
    STAFF_PIN_ROUTES.pinSwitch,
    {
      schema: {
        tags: ['staff'],
        summary: "Ends this console's session and opens the colleague's (username and PIN)",
        body: ZPinSwitchBody,
        response: { 200: ZStaffMe, ...STAFF_READ_ERRORS, 429: ZErrorBody },
      },
      config: {
        rateLimit: {
          ...LOGIN_FLOOD_LIMIT,
          keyGenerator: (req) => `staff-pin-switch:${req.ip}`,
          errorResponseBuilder: () => new AppError('TOO_MANY_REQUESTS', LOGIN_FLOOD_MESSAGE),
        },
      },
    },
    async (req, reply) => {
      const { me, session } = await pinSwitch({ db, clock }, await signedIn(req), req.body, req.ip);
      setStaffCookie(reply, session);
      return me;
    },
  );
}
