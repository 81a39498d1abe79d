import { passwordProblem } from '@tableside/shared/domain/password-strength';
import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { staffUsers } from '../../db/schema/index';
import { badRequest } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import type { Clock } from '../../lib/clock';
import { hashPassword } from '../../lib/password';
import { clearAttempts } from '../auth-attempts/auth-attempts-store';
import { accountKey } from '../staff-auth/staff-login-limits';
import { revokeStaffSessions } from './revoke-staff-sessions';

/** Who resets: a signed-in owner (his own session survives) or the server's CLI. */
export interface PasswordResetBy {
  tenantId: number;
  staffUserId: number | null;
  keepSessionId?: number;
  source: 'staff' | 'cli';
}

/**
 * Gives an account a new password (checked against the shared rule with its username) and
 * ends its other sessions: whoever knew the old one is signed out. The caller has found the
 * account in its transaction (and checked its tenant).
 */
export async function setNewPassword(
  tx: Transaction,
  clock: Clock,
  account: { id: number; username: string },
  password: string,
  by: PasswordResetBy,
): Promise<void> {
  const problem = passwordProblem(password, account.username);
  if (problem) throw badRequest(`password: ${problem}`);
  await tx
    .update(staffUsers)
    .set({ passwordHash: await hashPassword(password) })
    .where(eq(staffUsers.id, account.id));
  await revokeStaffSessions(tx, clock, account.id, by.keepSessionId);
  // A new password is how a locked-out owner gets back in (npm run owner -- reset-password):
  // the failures guessed at the old one no longer count.
  await clearAttempts(tx, 'staff_account', accountKey(account.username));
  await writeAudit(tx, {
    tenantId: by.tenantId,
    staffUserId: by.staffUserId,
    action: 'staff.resetPassword',
    entity: 'staffUser',
    entityId: account.id,
    detail: { username: account.username, source: by.source },
  });
}
