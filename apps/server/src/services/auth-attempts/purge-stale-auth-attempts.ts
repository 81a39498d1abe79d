import { and, isNull, lt, lte, ne, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { authAttempts } from '../../db/schema/index';
import { ACCOUNT_HARD_LIMIT } from './attempt-policies';

/** Rows idle this long are forgotten (unless they hold a lock). */
export const AUTH_ATTEMPT_IDLE_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes the attempt rows with no failure for 24 hours and no lock in force, so the table
 * does not grow with every address and username ever tried. An account locked until the
 * owner unlocks it is kept. Returns how many rows went.
 */
export async function purgeStaleAuthAttempts(db: Database, now: Date): Promise<number> {
  const idleSince = new Date(now.getTime() - AUTH_ATTEMPT_IDLE_MS);
  const gone = await db
    .delete(authAttempts)
    .where(
      and(
        lt(authAttempts.lastFailureAt, idleSince),
        or(isNull(authAttempts.lockedUntil), lte(authAttempts.lockedUntil, now)),
        or(ne(authAttempts.scope, 'staff_account'), lt(authAttempts.failures, ACCOUNT_HARD_LIMIT)),
      ),
    )
    .returning({ key: authAttempts.key });
  return gone.length;
}
