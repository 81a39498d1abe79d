import type { Database } from '../../db/client';
import type { StaffUserContext } from '../../http/staff-auth';
import type { Clock } from '../../lib/clock';
import { assertMayManage } from './manage-scope';
import { setNewPassword } from './set-new-password';
import { lockStaffAccount } from './staff-account-row';

/**
 * An owner (or a manager, for the floor and kitchen staff of his branches) sets a new password
 * for an account of the brand; the actor's own session survives.
 */
export async function resetStaffPassword(
  deps: { db: Database; clock: Clock },
  actor: StaffUserContext,
  staffUserId: number,
  password: string,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const account = await lockStaffAccount(tx, actor.tenantId, staffUserId);
    assertMayManage(actor, account);
    await setNewPassword(tx, deps.clock, account, password, {
      tenantId: actor.tenantId,
      staffUserId: actor.userId,
      keepSessionId: actor.sessionId,
      source: 'staff',
    });
  });
}
