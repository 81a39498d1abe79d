// The sign-in limits of issue 12 (NIST SP 800-63B 5.2.2), kept in auth_attempts so every
// server process shares them: per username and per client address.
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import {
  type AttemptLock,
  staffAccountPolicy,
  staffAddressPolicy,
} from '../auth-attempts/attempt-policies';
import {
  clearAttempts,
  readLock,
  recordFailure,
  takeAttempt,
} from '../auth-attempts/auth-attempts-store';
import { minutesLeft } from '../check-in/wait-text';

export const ACCOUNT_LOCKED_FOR_GOOD_MESSAGE =
  'Too many failed sign-ins: this account is locked. Ask the owner to unlock it';

export const accountLockedMessage = (until: Date, now: Date) =>
  `Too many failed sign-ins. Please try again in ${minutesLeft(until, now)}`;

export const addressLockedMessage = (until: Date, now: Date) =>
  `Too many failed sign-ins from this network. Please try again in ${minutesLeft(until, now)}`;

/** The account's key: usernames are stored lowercase, so 'Meera' and 'meera' count together. */
export const accountKey = (username: string) => username.trim().toLowerCase();

export type LoginGate =
  | { refused: null }
  | { refused: { lock: AttemptLock; of: 'account' | 'address' } };

/**
 * Before the password is checked: refused when the address or the account is locked;
 * otherwise the attempt is already counted against the account (a success clears it).
 */
export async function enterLogin(
  db: Database,
  now: Date,
  attempt: { username: string; ip: string },
): Promise<LoginGate> {
  const address = await readLock(db, staffAddressPolicy, attempt.ip, now);
  if (address) return { refused: { lock: address, of: 'address' } };
  const account = await takeAttempt(db, staffAccountPolicy, accountKey(attempt.username), now);
  return account ? { refused: { lock: account, of: 'account' } } : { refused: null };
}

/** The 429 of a locked sign-in: the same whatever password was sent. */
export function lockedLoginError(refused: NonNullable<LoginGate['refused']>, now: Date): AppError {
  const { lock, of } = refused;
  const message = !lock.until
    ? ACCOUNT_LOCKED_FOR_GOOD_MESSAGE
    : of === 'address'
      ? addressLockedMessage(lock.until, now)
      : accountLockedMessage(lock.until, now);
  return new AppError('TOO_MANY_REQUESTS', message);
}

/** A wrong password also counts against the address. */
export async function loginFailed(db: Database, now: Date, ip: string): Promise<void> {
  await db.transaction((tx) => recordFailure(tx, staffAddressPolicy, ip, now));
}

/** A success ends the account's run of failures. */
export async function loginSucceeded(db: Database, username: string): Promise<void> {
  await clearAttempts(db, staffAccountPolicy.scope, accountKey(username));
}
