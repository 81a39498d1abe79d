import type { Database } from '../../db/client';
import type { StaffUserContext } from '../../http/staff-auth';
import { hashPassword } from '../../lib/password';
import { assertMayManage } from '../staff-accounts/manage-scope';
import { lockStaffAccount } from '../staff-accounts/staff-account-row';
import { savePin } from './save-pin';

/**
 * An owner, or a manager for the floor and kitchen staff of his branches, sets (or with null
 * clears) a member's quick-switch PIN. The weak-PIN rule ran in the body's schema.
 */
export async function setStaffPin(
  db: Database,
  actor: StaffUserContext,
  staffUserId: number,
  pin: string | null,
): Promise<void> {
  // scrypt takes a moment of CPU: before the transaction, so it holds no lock meanwhile.
  const pinHash = pin === null ? null : await hashPassword(pin);
  await db.transaction(async (tx) => {
    const account = await lockStaffAccount(tx, actor.tenantId, staffUserId);
    assertMayManage(actor, account);
    await savePin(tx, actor, account, pinHash);
  });
}
