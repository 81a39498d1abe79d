import type { Database } from '../../db/client';
import type { StaffUserContext } from '../../http/staff-auth';
import { hashPassword } from '../../lib/password';
import { lockStaffAccount } from '../staff-accounts/staff-account-row';
import { savePin } from './save-pin';

/** Any signed-in member sets (or with null clears) his own quick-switch PIN. */
export async function setMyPin(
  db: Database,
  actor: StaffUserContext,
  pin: string | null,
): Promise<void> {
  const pinHash = pin === null ? null : await hashPassword(pin);
  await db.transaction(async (tx) => {
    const account = await lockStaffAccount(tx, actor.tenantId, actor.userId);
    await savePin(tx, actor, account, pinHash);
  });
}
