// The cleanup of auth_attempts: idle, unlocked rows go; locks stay.
import { describe, expect, it } from 'vitest';
import { authAttempts } from '../../src/db/schema/index';
import { purgeStaleAuthAttempts } from '../../src/services/auth-attempts/purge-stale-auth-attempts';
import { useTestApp } from '../helpers/test-app';

const t = useTestApp();
const HOUR = 60 * 60 * 1000;

describe('purgeStaleAuthAttempts', () => {
  it('deletes rows idle for 24 hours without a lock; keeps recent ones and locks', async () => {
    const now = t.clock.now();
    const ago = (h: number) => new Date(now.getTime() - h * HOUR);
    const row = (
      key: string,
      last: Date,
      extra: Partial<typeof authAttempts.$inferInsert> = {},
    ) => ({
      scope: 'staff_address' as const,
      key,
      failures: 3,
      windowStartedAt: last,
      lastFailureAt: last,
      ...extra,
    });
    await t.db
      .insert(authAttempts)
      .values([
        row('idle', ago(25)),
        row('recent', ago(23)),
        row('lock-over', ago(30), { lockedUntil: ago(1) }),
        row('lock-on', ago(30), { lockedUntil: new Date(now.getTime() + HOUR) }),
        row('tried-user', ago(30), { scope: 'staff_account', failures: 40 }),
        row('locked-user', ago(30), { scope: 'staff_account', failures: 100 }),
        row('17', ago(26), { scope: 'order_pin' }),
      ]);
    expect(await purgeStaleAuthAttempts(t.db, now)).toBe(4);
    const left = await t.db.select({ key: authAttempts.key }).from(authAttempts);
    expect(left.map((r) => r.key).sort()).toEqual(['lock-on', 'locked-user', 'recent']);
  });
});
