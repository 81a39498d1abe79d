import type { Database } from '../../db/client';
import type { StaffUserContext } from '../../http/staff-auth';
import { writeAudit } from '../../lib/audit';
import { clearAttempts } from '../auth-attempts/auth-attempts-store';
import { assertMayManage } from '../staff-accounts/manage-scope';
import { lockStaffAccount } from '../staff-accounts/staff-account-row';
import { accountKey } from './staff-login-limits';
import { clearPinFailures } from './staff-pin-limits';

/**
 * An owner (or a manager, for his floor and kitchen staff) lifts the sign-in and PIN locks of
 * an account of the brand (another brand's: 404), the one way out of the lock after 100
 * failures; the account's failures start from zero.
 */
export async function unlockStaffAccount(
  db: Database,
  actor: StaffUserContext,
  staffUserId: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const account = await lockStaffAccount(tx, actor.tenantId, staffUserId);
    assertMayManage(actor, account);
    const wasLocked = await clearAttempts(tx, 'staff_account', accountKey(account.username));
    await clearPinFailures(tx, account.username);
    await writeAudit(tx, {
      tenantId: actor.tenantId,
      staffUserId: actor.userId,
      action: 'staff.unlock',
      entity: 'staffUser',
      entityId: account.id,
      detail: { username: account.username, wasLocked },
    });
  });
}
