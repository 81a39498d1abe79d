import { randomBytes } from 'node:crypto';
import type { TStaffLoginBody, TStaffMe } from '@tableside/shared/contract/staff';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { staffUsers } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { hashPassword, verifyPassword } from '../../lib/password';
import { openStaffSession } from './open-staff-session';
import { enterLogin, lockedLoginError, loginFailed, loginSucceeded } from './staff-login-limits';
import { getStaffMe } from './staff-me';
import { clearPinFailures } from './staff-pin-limits';

export const INVALID_LOGIN_MESSAGE = 'Invalid username or password';

// An unknown username is checked against this hash, so it costs the same scrypt work as a
// known one and the answer time does not tell which usernames exist.
let dummyHash: Promise<string> | undefined;
export const getDummyHash = () => {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return dummyHash;
};

export interface StaffLoginResult {
  me: TStaffMe;
  session: { token: string; expiresAt: Date };
}

/**
 * Checks the password and opens a 12-hour staff session; one message for every wrong
 * attempt. Under a lock (staff-login-limits.ts) the password is still checked, so a locked
 * answer costs the same time as a wrong one, but even the right password is refused.
 */
export async function staffLogin(
  deps: { db: Database; clock: Clock },
  body: TStaffLoginBody,
  ip: string,
): Promise<StaffLoginResult> {
  const { db, clock } = deps;
  const now = clock.now();
  const gate = await enterLogin(db, now, { username: body.username, ip });
  const [user] = await db.select().from(staffUsers).where(eq(staffUsers.username, body.username));
  const ok = await verifyPassword(body.password, user?.passwordHash ?? (await getDummyHash()));
  if (gate.refused) throw lockedLoginError(gate.refused, now);
  if (!user || !ok || !user.active) {
    await loginFailed(db, now, ip);
    throw new AppError('UNAUTHORIZED', INVALID_LOGIN_MESSAGE);
  }

  await loginSucceeded(db, body.username);
  // Signing in with the password proves who he is: a quick-switch PIN lock ends too.
  await clearPinFailures(db, body.username);
  const session = await openStaffSession(db, clock, user);
  return { me: await getStaffMe(db, user.id), session };
}
