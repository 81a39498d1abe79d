import type { Database, DatabaseHandle } from '../../db/client';
import { purgeStaleAuthAttempts } from '../auth-attempts/purge-stale-auth-attempts';
import { purgeEndedGuestSessions } from './purge-ended-guest-sessions';
import { purgeEndedStaffSessions } from './purge-ended-staff-sessions';
import { purgeExpiredOtpChallenges } from './purge-expired-otp-challenges';
import { purgeOldIdempotencyKeys } from './purge-old-idempotency-keys';
import { purgeSpentSetupTokens } from './purge-spent-setup-tokens';

/**
 * Any fixed 64-bit number, the same in every Tableside process, other than the migrations'
 * ("tsmaint0" in ASCII).
 */
export const MAINTENANCE_LOCK_KEY = '8391170795869467696';

/**
 * Rows that only served a moment (codes, sessions, replay keys, links). Orders, payments,
 * refunds, webhook events and the audit log are history and are never purged here.
 */
const PURGES: Record<string, (db: Database, now: Date) => Promise<number>> = {
  otpChallenges: purgeExpiredOtpChallenges,
  guestSessions: purgeEndedGuestSessions,
  staffSessions: purgeEndedStaffSessions,
  idempotencyKeys: purgeOldIdempotencyKeys,
  setupTokens: purgeSpentSetupTokens,
  authAttempts: purgeStaleAuthAttempts,
};

/** Rows deleted, by purge name. */
export type PurgeCounts = Record<string, number>;

/**
 * One pass of every purge, on one process at a time: null when another process is running
 * one now (it does the same work). Each purge is its own statement, so no long transaction
 * holds rows that requests need.
 */
export async function runMaintenance(
  database: DatabaseHandle,
  now: Date,
): Promise<PurgeCounts | null> {
  const counts: PurgeCounts = {};
  const ran = await database.runAlone(MAINTENANCE_LOCK_KEY, async () => {
    for (const [name, purge] of Object.entries(PURGES))
      counts[name] = await purge(database.db, now);
  });
  return ran ? counts : null;
}
