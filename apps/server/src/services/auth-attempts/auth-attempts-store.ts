// Failed attempts in auth_attempts: one row per (scope, key), changed under its row lock, so
// concurrent requests on any number of server processes count one by one.
import { and, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { type AuthAttemptScope, authAttempts } from '../../db/schema/index';
import type { AttemptLock, AttemptPolicy, AttemptState } from './attempt-policies';

const NO_FAILURES = (now: Date): AttemptState => ({
  failures: 0,
  windowStartedAt: now,
  lockedUntil: null,
});

const ofKey = (scope: AuthAttemptScope, key: string) =>
  and(eq(authAttempts.scope, scope), eq(authAttempts.key, key));

/** The lock in force on `key`, if any (a plain read). */
export async function readLock(
  db: Database | Transaction,
  policy: AttemptPolicy,
  key: string,
  now: Date,
): Promise<AttemptLock | null> {
  const [row] = await db.select().from(authAttempts).where(ofKey(policy.scope, key));
  return row ? policy.lockAt(row, now) : null;
}

/** The row of `key`, created when missing, locked until the transaction ends. */
async function lockRow(tx: Transaction, policy: AttemptPolicy, key: string, now: Date) {
  await tx
    .insert(authAttempts)
    .values({ scope: policy.scope, key, ...NO_FAILURES(now), lastFailureAt: now })
    .onConflictDoNothing();
  const [row] = await tx.select().from(authAttempts).where(ofKey(policy.scope, key)).for('update');
  return row ?? { ...NO_FAILURES(now) };
}

async function saveFailure(
  tx: Transaction,
  policy: AttemptPolicy,
  key: string,
  state: AttemptState,
  now: Date,
) {
  const next = policy.afterFailure(state, now);
  await tx
    .update(authAttempts)
    .set({ ...next, lastFailureAt: now })
    .where(ofKey(policy.scope, key));
}

/** Counts one failure on `key` (call it inside the caller's transaction). */
export async function recordFailure(
  tx: Transaction,
  policy: AttemptPolicy,
  key: string,
  now: Date,
): Promise<void> {
  await saveFailure(tx, policy, key, await lockRow(tx, policy, key, now), now);
}

/**
 * Counts an attempt as failed before it is judged, unless `key` is locked (then nothing is
 * counted and the lock is answered). Counting first means a burst of parallel attempts cannot
 * all pass the check before any is counted; a success then clears the count.
 */
export async function takeAttempt(
  db: Database,
  policy: AttemptPolicy,
  key: string,
  now: Date,
): Promise<AttemptLock | null> {
  return db.transaction(async (tx) => {
    const state = await lockRow(tx, policy, key, now);
    const lock = policy.lockAt(state, now);
    if (!lock) await saveFailure(tx, policy, key, state, now);
    return lock;
  });
}

/** Forgets every failure of `key` (a success, or an owner's unlock). */
export async function clearAttempts(
  db: Database | Transaction,
  scope: AuthAttemptScope,
  key: string,
): Promise<boolean> {
  const gone = await db
    .delete(authAttempts)
    .where(ofKey(scope, key))
    .returning({ key: authAttempts.key });
  return gone.length > 0;
}
