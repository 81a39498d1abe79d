// How failed attempts turn into locks (pure; the store applies them to auth_attempts rows).
import type { AuthAttemptScope } from '../../db/schema/index';

const MINUTE = 60_000;

export interface AttemptState {
  failures: number;
  windowStartedAt: Date;
  lockedUntil: Date | null;
}

/** A refusal: until a known instant, or (until: null) until someone unlocks it. */
export interface AttemptLock {
  until: Date | null;
}

export interface AttemptPolicy {
  scope: AuthAttemptScope;
  /** The lock in force at `now`, if any. */
  lockAt(state: AttemptState, now: Date): AttemptLock | null;
  /** The state after one more failure at `now`. */
  afterFailure(state: AttemptState, now: Date): AttemptState;
}

const timedLock = (state: AttemptState, now: Date): AttemptLock | null =>
  state.lockedUntil && state.lockedUntil > now ? { until: state.lockedUntil } : null;

/**
 * At most `max` failures per `windowMs`: the max-th locks for `lockMs` and counting starts
 * again after it.
 */
export function windowPolicy(
  scope: AuthAttemptScope,
  limit: { max: number; windowMs: number; lockMs: number },
): AttemptPolicy {
  return {
    scope,
    lockAt: timedLock,
    afterFailure(state, now) {
      const fresh =
        state.failures === 0 || now.getTime() - state.windowStartedAt.getTime() >= limit.windowMs;
      const failures = (fresh ? 0 : state.failures) + 1;
      if (failures >= limit.max) {
        return {
          failures: 0,
          windowStartedAt: now,
          lockedUntil: new Date(now.getTime() + limit.lockMs),
        };
      }
      return { failures, windowStartedAt: fresh ? now : state.windowStartedAt, lockedUntil: null };
    },
  };
}

/** NIST SP 800-63B 5.2.2: at most 100 consecutive failed sign-ins at one account. */
export const ACCOUNT_HARD_LIMIT = 100;
/** Every this many consecutive failures lock the account for a while. */
export const ACCOUNT_LOCK_EVERY = 10;
const ACCOUNT_LOCK_CAP_MS = 60 * MINUTE;

/** 1 minute after the first 10 failures, doubling with every 10 more, at most an hour. */
export function accountLockMs(failures: number): number {
  const step = Math.floor(failures / ACCOUNT_LOCK_EVERY);
  return Math.min(ACCOUNT_LOCK_CAP_MS, MINUTE * 2 ** (step - 1));
}

/**
 * One staff username (known or not, so locks do not tell which usernames exist): consecutive
 * failures, reset by a successful sign-in; a growing lock after every 10th, and after the
 * 100th a lock only the owner lifts.
 */
export const staffAccountPolicy: AttemptPolicy = {
  scope: 'staff_account',
  lockAt: (state, now) =>
    state.failures >= ACCOUNT_HARD_LIMIT ? { until: null } : timedLock(state, now),
  afterFailure(state, now) {
    const failures = state.failures + 1;
    const lockedUntil =
      failures % ACCOUNT_LOCK_EVERY === 0 && failures < ACCOUNT_HARD_LIMIT
        ? new Date(now.getTime() + accountLockMs(failures))
        : state.lockedUntil;
    return { failures, windowStartedAt: state.windowStartedAt, lockedUntil };
  },
};

/** One client address, across accounts: 50 failed sign-ins per 15 minutes. */
export const staffAddressPolicy = windowPolicy('staff_address', {
  max: 50,
  windowMs: 15 * MINUTE,
  lockMs: 15 * MINUTE,
});
