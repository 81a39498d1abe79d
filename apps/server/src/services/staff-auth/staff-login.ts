import { randomBytes } from 'node:crypto';
import type { TStaffLoginBody, TStaffMe } from '@tableside/shared/contract/staff';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { staffUsers } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { hashPassword, verifyPassword } from '../../lib/password';
import { openStaffSession } from './open-staff-session';
import { getStaffMe } from './staff-me';

export const INVALID_LOGIN_MESSAGE = 'Invalid username or password';

// An unknown username is checked against this hash, so it costs the same scrypt work as a
// known one and the answer time does not tell which usernames exist.
let dummyHash: Promise<string> | undefined;
const getDummyHash = () => {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return dummyHash;
};

export interface StaffLoginResult {
  me: TStaffMe;
  session: { token: string; expiresAt: Date };
}

/** Checks the password and opens a 12-hour staff session; one message for every refusal. */
export async function staffLogin(
  deps: { db: Database; clock: Clock },
  body: TStaffLoginBody,
): Promise<StaffLoginResult> {
  const { db, clock } = deps;
  const [user] = await db.select().from(staffUsers).where(eq(staffUsers.username, body.username));
  const ok = await verifyPassword(body.password, user?.passwordHash ?? (await getDummyHash()));
  if (!user || !ok || !user.active) throw new AppError('UNAUTHORIZED', INVALID_LOGIN_MESSAGE);

  const session = await openStaffSession(db, clock, user);
  return { me: await getStaffMe(db, user.id), session };
}
