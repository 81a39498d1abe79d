import { STAFF_ROUTES } from '@tableside/shared/contract/routes';
import { ZStaffAccountParams } from '@tableside/shared/contract/staff-accounts';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { requireStaff, STAFF_WRITE_ERRORS } from '../../http/staff-auth';
import type { AppFastify } from '../../http/types';
import { unlockStaffAccount } from '../../services/staff-auth/unlock-staff-account';

/** The owner lifts a staff member's sign-in lock (action manageStaff). */
export function staffUnlockRoute(app: AppFastify, { database, clock }: AppDeps) {
  const { db } = database;
  app.post(
    STAFF_ROUTES.staffAccountUnlock,
    {
      schema: {
        tags: ['staff'],
        summary: "Lifts a staff member's sign-in lock after failed sign-ins",
        params: ZStaffAccountParams,
        response: { 204: z.null(), ...STAFF_WRITE_ERRORS },
      },
    },
    async (req, reply) => {
      const actor = await requireStaff(db, clock, req, 'manageStaff');
      await unlockStaffAccount(db, actor, req.params.staffUserId);
      return reply.code(204).send(null);
    },
  );
}
