// Issue 12 defect 3: guesses at one staff account are limited per account, whatever address
// they come from, with a lock that grows (NIST SP 800-63B 5.2.2).
import { describe, expect, it } from 'vitest';
import { INVALID_LOGIN_MESSAGE } from '../../src/services/staff-auth/staff-login';
import {
  ACCOUNT_LOCKED_FOR_GOOD_MESSAGE,
  accountLockedMessage,
} from '../../src/services/staff-auth/staff-login-limits';
import { useTestApp } from '../helpers/test-app';
import { DEMO_PASSWORD, freshIp, guess, login, MINUTE, WRONG } from './login-helpers';

const t = useTestApp();
const inMinutes = (n: number) =>
  accountLockedMessage(new Date(t.clock.now().getTime() + n * MINUTE), t.clock.now());

describe('guesses at one account', () => {
  it('rotating X-Forwarded-For gives no more than 10 before a lock', async () => {
    expect(await guess(t, 'waiter', 10)).toEqual(Array(10).fill(401));
    const wrong = await login(t, 'waiter', WRONG, freshIp());
    const right = await login(t, 'waiter', DEMO_PASSWORD, freshIp());
    for (const res of [wrong, right]) {
      expect(res.statusCode).toBe(429);
      expect(res.json().message).toBe(inMinutes(1));
    }
  });

  it('the lock grows with every 10 more failures, and a success starts the count again', async () => {
    expect(await guess(t, 'kitchen', 10)).toEqual(Array(10).fill(401));
    t.clock.advance(MINUTE);
    expect(await guess(t, 'kitchen', 10)).toEqual(Array(10).fill(401));
    expect((await login(t, 'kitchen', DEMO_PASSWORD, freshIp())).json().message).toBe(inMinutes(2));
    t.clock.advance(MINUTE);
    expect((await login(t, 'kitchen', DEMO_PASSWORD, freshIp())).statusCode).toBe(429);
    t.clock.advance(MINUTE);
    expect(await guess(t, 'kitchen', 10)).toEqual(Array(10).fill(401));
    expect((await login(t, 'kitchen', WRONG, freshIp())).json().message).toBe(inMinutes(4));
    t.clock.advance(4 * MINUTE);
    expect((await login(t, 'kitchen', DEMO_PASSWORD, freshIp())).statusCode).toBe(200);
    // Counted from zero again: 9 more wrong passwords and the right one still works.
    expect(await guess(t, 'kitchen', 9)).toEqual(Array(9).fill(401));
    expect((await login(t, 'kitchen', DEMO_PASSWORD, freshIp())).statusCode).toBe(200);
  });

  it('after 100 failures the account stays locked, even for the right password', async () => {
    for (let round = 0; round < 10; round += 1) {
      expect(await guess(t, 'associate', 10)).toEqual(Array(10).fill(401));
      t.clock.advance(60 * MINUTE);
    }
    const res = await login(t, 'associate', DEMO_PASSWORD, freshIp());
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(ACCOUNT_LOCKED_FOR_GOOD_MESSAGE);
    t.clock.advance(48 * 60 * MINUTE);
    expect((await login(t, 'associate', DEMO_PASSWORD, freshIp())).statusCode).toBe(429);
  });

  it('an unknown username is limited the same way, so locks do not tell which names exist', async () => {
    expect(await guess(t, 'nobody-here', 10)).toEqual(Array(10).fill(401));
    const res = await login(t, 'nobody-here', WRONG, freshIp());
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(inMinutes(1));
  });

  it('a locked answer costs the scrypt work of a wrong password', async () => {
    const timed = async (password: string) => {
      const started = performance.now();
      const res = await login(t, 'manager', password, freshIp());
      return { ms: performance.now() - started, res };
    };
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
    const wrong: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      const { ms, res } = await timed(WRONG);
      expect(res.json().message).toBe(INVALID_LOGIN_MESSAGE);
      wrong.push(ms);
    }
    const locked: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      const { ms, res } = await timed(i % 2 ? WRONG : DEMO_PASSWORD);
      expect(res.statusCode).toBe(429);
      locked.push(ms);
    }
    // Without the hash a locked answer takes a millisecond or two, against ~100 ms with it; a
    // loose bar keeps a busy machine's noise from failing it while still catching that.
    expect(median(locked)).toBeGreaterThan(median(wrong) * 0.25);
  });
});
