// Issue 12 defect 3: one address guessing across many accounts is stopped too.
import { describe, expect, it } from 'vitest';
import { addressLockedMessage } from '../../src/services/staff-auth/staff-login-limits';
import { useTestApp } from '../helpers/test-app';
import { DEMO_PASSWORD, login, MINUTE, WRONG } from './login-helpers';

const t = useTestApp();

describe('one address', () => {
  it('gets 50 failed sign-ins per 15 minutes across accounts, then 429 until the lock ends', async () => {
    const ip = '198.51.100.77';
    for (let i = 0; i < 50; i += 1) {
      // 5 guesses at each of 10 usernames: no account reaches its own limit.
      const res = await login(t, `user-${i % 10}`, WRONG, ip);
      expect(res.statusCode).toBe(401);
    }
    const locked = await login(t, 'waiter', DEMO_PASSWORD, ip);
    expect(locked.statusCode).toBe(429);
    const until = new Date(t.clock.now().getTime() + 15 * MINUTE);
    expect(locked.json().message).toBe(addressLockedMessage(until, t.clock.now()));
    // Another address is not affected.
    expect((await login(t, 'waiter', DEMO_PASSWORD, '198.51.100.78')).statusCode).toBe(200);
    t.clock.advance(15 * MINUTE);
    expect((await login(t, 'waiter', DEMO_PASSWORD, ip)).statusCode).toBe(200);
  });
});
