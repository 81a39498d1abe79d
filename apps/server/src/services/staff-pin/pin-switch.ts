import {
  INVALID_PIN_MESSAGE,
  PIN_LOCKED_MESSAGE,
  PIN_OTHER_BRANCH_MESSAGE,
  type TPinSwitchBody,
} from '@tableside/shared/contract/staff-pin';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { staffSessions, staffUserBranches, staffUsers } from '../../db/schema/index';
import type { StaffUserContext } from '../../http/staff-auth';
import { AppError } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import type { Clock } from '../../lib/clock';
import { verifyPassword } from '../../lib/password';
import { staffAddressPolicy } from '../auth-attempts/attempt-policies';
import { readLock } from '../auth-attempts/auth-attempts-store';
import { openStaffSession } from '../staff-auth/open-staff-session';
import { getDummyHash, type StaffLoginResult } from '../staff-auth/staff-login';
import { lockedLoginError, loginFailed } from '../staff-auth/staff-login-limits';
import { getStaffMe } from '../staff-auth/staff-me';
import { clearPinFailures, enterPinSwitch } from '../staff-auth/staff-pin-limits';

/** Whether the colleague works at one of the branches of the console's current member. */
async function sharesBranch(db: Database, staffUserId: number, branchIds: number[]) {
  const rows = await db
    .select({ branchId: staffUserBranches.branchId })
    .from(staffUserBranches)
    .where(eq(staffUserBranches.staffUserId, staffUserId));
  return rows.some((r) => branchIds.includes(r.branchId));
}

/**
 * A colleague takes over a shared tablet with username and PIN: the current session ends and
 * his own starts (the caller sets the cookie). Limited like the sign-in: wrong PINs count
 * against the member (a day's lock after 5) and the address; under a lock the PIN is still
 * checked, so a locked answer costs the time of a wrong one. A colleague of the brand who
 * works at none of the tablet member's branches is 403 before his PIN is tried.
 */
export async function pinSwitch(
  deps: { db: Database; clock: Clock },
  current: StaffUserContext,
  body: TPinSwitchBody,
  ip: string,
): Promise<StaffLoginResult> {
  const { db, clock } = deps;
  const now = clock.now();
  const [user] = await db.select().from(staffUsers).where(eq(staffUsers.username, body.username));
  const colleague = user && user.tenantId === current.tenantId && user.active ? user : null;
  if (colleague && !(await sharesBranch(db, colleague.id, current.branchIds))) {
    throw new AppError('FORBIDDEN', PIN_OTHER_BRANCH_MESSAGE);
  }
  const address = await readLock(db, staffAddressPolicy, ip, now);
  const memberLock = address ? null : await enterPinSwitch(db, body.username, now);
  const ok = await verifyPassword(body.pin, colleague?.pinHash ?? (await getDummyHash()));
  if (address) throw lockedLoginError({ lock: address, of: 'address' }, now);
  if (memberLock) throw new AppError('TOO_MANY_REQUESTS', PIN_LOCKED_MESSAGE);
  if (!colleague?.pinHash || !ok) {
    await loginFailed(db, now, ip);
    throw new AppError('UNAUTHORIZED', INVALID_PIN_MESSAGE);
  }

  await clearPinFailures(db, colleague.username);
  const session = await db.transaction(async (tx) => {
    await tx
      .update(staffSessions)
      .set({ revokedAt: now })
      .where(and(eq(staffSessions.id, current.sessionId), isNull(staffSessions.revokedAt)));
    const opened = await openStaffSession(tx, clock, colleague);
    await writeAudit(tx, {
      tenantId: colleague.tenantId,
      staffUserId: colleague.id,
      action: 'staff.pinSwitch',
      entity: 'staffUser',
      entityId: colleague.id,
      detail: { fromStaffUserId: current.userId, username: colleague.username },
    });
    return opened;
  });
  return { me: await getStaffMe(db, colleague.id), session };
}
