import {
  type TCreateStaffAccountBody,
  type TStaffAccount,
  USERNAME_TAKEN_MESSAGE,
} from '@tableside/shared/contract/staff-accounts';
import type { Database } from '../../db/client';
import { staffUserBranches, staffUsers } from '../../db/schema/index';
import type { StaffUserContext } from '../../http/staff-auth';
import { AppError } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { hashPassword } from '../../lib/password';
import { isUniqueViolation } from '../staff/unique-violation';
import { branchScopeFor } from './brand-branch-ids';
import { assertMayManage } from './manage-scope';
import { readStaffAccounts } from './staff-account-row';
import { assertUsernameFree } from './username-taken';

/**
 * A new staff account of the actor's brand, with the password the creator chose or the console
 * generated (the strength rule ran in the body's schema); a manager only adds floor and
 * kitchen staff of his branches.
 */
export async function createStaffAccount(
  db: Database,
  actor: StaffUserContext,
  body: TCreateStaffAccountBody,
): Promise<TStaffAccount> {
  const { tenantId } = actor;
  // Hashing takes a moment of CPU; done before the transaction so it holds no lock meanwhile.
  const passwordHash = await hashPassword(body.password);
  try {
    return await db.transaction(async (tx) => {
      await assertUsernameFree(tx, body.username);
      const branchIds = await branchScopeFor(tx, tenantId, body.role, body.branchIds);
      assertMayManage(actor, { role: body.role, branchIds });
      const [user] = await tx
        .insert(staffUsers)
        .values({
          tenantId,
          username: body.username,
          displayName: body.displayName,
          role: body.role,
          passwordHash,
        })
        .returning({ id: staffUsers.id });
      if (!user) throw new Error('staff user insert returned no row');
      await tx
        .insert(staffUserBranches)
        .values(branchIds.map((branchId) => ({ staffUserId: user.id, branchId, tenantId })));
      await writeAudit(tx, {
        tenantId,
        staffUserId: actor.userId,
        action: 'staff.create',
        entity: 'staffUser',
        entityId: user.id,
        detail: { username: body.username, role: body.role, branchIds },
      });
      const [account] = await readStaffAccounts(tx, tenantId, [user.id]);
      if (!account) throw new Error('created account not found');
      return account;
    });
  } catch (err) {
    // Two owners creating the same username at once: the unique index decides.
    if (isUniqueViolation(err)) throw new AppError('CONFLICT', USERNAME_TAKEN_MESSAGE);
    throw err;
  }
}
