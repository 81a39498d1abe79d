// The quick-switch PIN's limits. A 4-digit PIN is 10,000 guesses, so it gets a far tighter
// lock than a password: 5 wrong PINs for one member within a day lock his quick switch for a
// day, until he signs in with his password, gets a new PIN, or a manager unlocks him. Wrong
// PINs also count against the client's address like wrong passwords (staffAddressPolicy).
import type { Database } from '../../db/client';
import { type AttemptPolicy, windowPolicy } from '../auth-attempts/attempt-policies';
import { clearAttempts, takeAttempt } from '../auth-attempts/auth-attempts-store';
import { accountKey } from './staff-login-limits';

const DAY_MS = 24 * 60 * 60 * 1000;
export const PIN_FAILURE_LIMIT = 5;

/**
 * Kept under the staff_account scope (auth_attempts' scopes are fixed by a check constraint)
 * with a key no username can spell: usernames hold no ':'.
 */
export const staffPinPolicy: AttemptPolicy = windowPolicy('staff_account', {
  max: PIN_FAILURE_LIMIT,
  windowMs: DAY_MS,
  lockMs: DAY_MS,
});

export const pinKey = (username: string) => `pin:${accountKey(username)}`;

/** Counts a PIN attempt before it is judged; a lock in force refuses it uncounted. */
export async function enterPinSwitch(db: Database, username: string, now: Date) {
  return takeAttempt(db, staffPinPolicy, pinKey(username), now);
}

/** A right PIN, a new PIN or a password sign-in ends the member's run of wrong PINs. */
export async function clearPinFailures(db: Parameters<typeof clearAttempts>[0], username: string) {
  await clearAttempts(db, staffPinPolicy.scope, pinKey(username));
}
