import { STAFF_ROUTES } from '@tableside/shared/contract/routes';
import {
  ZCreateStaffAccountBody,
  ZResetStaffPasswordBody,
  ZStaffAccount,
  ZStaffAccountParams,
  ZStaffAccountsResponse,
  ZUpdateStaffAccountBody,
} from '@tableside/shared/contract/staff-accounts';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { requireStaff, STAFF_READ_ERRORS, STAFF_WRITE_ERRORS } from '../../http/staff-auth';
import type { AppFastify } from '../../http/types';
import { createStaffAccount } from '../../services/staff-accounts/create-staff-account';
import { listStaffAccounts } from '../../services/staff-accounts/list-staff-accounts';
import { resetStaffPassword } from '../../services/staff-accounts/reset-staff-password';
import { updateStaffAccount } from '../../services/staff-accounts/update-staff-account';

/**
 * The Staff page: the brand's accounts (action manageStaff; contract staff-accounts.ts), an
 * owner's all, a manager's those of his branches (the services check whose).
 */
export function staffAccountRoutes(app: AppFastify, { database, clock, publisher }: AppDeps) {
  const { db } = database;
  const manager = (req: Parameters<typeof requireStaff>[2]) =>
    requireStaff(db, clock, req, 'manageStaff');

  app.get(
    STAFF_ROUTES.staffAccounts,
    {
      schema: {
        tags: ['staff'],
        summary: "The brand's staff accounts and branches (a manager's: his branches')",
        response: { 200: ZStaffAccountsResponse, ...STAFF_READ_ERRORS },
      },
    },
    async (req) => listStaffAccounts(db, await manager(req)),
  );

  app.post(
    STAFF_ROUTES.staffAccounts,
    {
      schema: {
        tags: ['staff'],
        summary: 'Adds a staff account (409 when the username is taken)',
        body: ZCreateStaffAccountBody,
        response: { 200: ZStaffAccount, ...STAFF_WRITE_ERRORS },
      },
    },
    async (req) => createStaffAccount(db, await manager(req), req.body),
  );

  app.patch(
    STAFF_ROUTES.staffAccount,
    {
      schema: {
        tags: ['staff'],
        summary:
          'Changes name, role, branches or active (409 on a stale version or the last owner; deactivating signs the member out live)',
        params: ZStaffAccountParams,
        body: ZUpdateStaffAccountBody,
        response: { 200: ZStaffAccount, ...STAFF_WRITE_ERRORS },
      },
    },
    async (req) =>
      updateStaffAccount(
        { db, clock, publisher },
        await manager(req),
        req.params.staffUserId,
        req.body,
      ),
  );

  app.put(
    STAFF_ROUTES.staffAccountPassword,
    {
      schema: {
        tags: ['staff'],
        summary: "Sets a staff member's password and signs them out everywhere",
        params: ZStaffAccountParams,
        body: ZResetStaffPasswordBody,
        response: { 204: z.null(), ...STAFF_WRITE_ERRORS },
      },
    },
    async (req, reply) => {
      const actor = await manager(req);
      await resetStaffPassword({ db, clock }, actor, req.params.staffUserId, req.body.password);
      return reply.code(204).send(null);
    },
  );
}
