import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { staffUsers } from '../../db/schema/index';
import type { StaffUserContext } from '../../http/staff-auth';
import { writeAudit } from '../../lib/audit';
import { clearPinFailures } from '../staff-auth/staff-pin-limits';

/**
 * Stores a PIN's hash (null clears the PIN) and audits it without the PIN. A new PIN also
 * ends the member's run of wrong ones: whoever guessed at the old one starts again.
 */
export async function savePin(
  tx: Transaction,
  actor: StaffUserContext,
  account: { id: number; username: string },
  pinHash: string | null,
): Promise<void> {
  await tx.update(staffUsers).set({ pinHash }).where(eq(staffUsers.id, account.id));
  await clearPinFailures(tx, account.username);
  await writeAudit(tx, {
    tenantId: actor.tenantId,
    staffUserId: actor.userId,
    action: pinHash ? 'staff.setPin' : 'staff.clearPin',
    entity: 'staffUser',
    entityId: account.id,
    detail: { username: account.username },
  });
}
