// Issue 12 defect 3: two server processes on one database share the sign-in counts (the
// limits live in PostgreSQL, not in each process's memory).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { DEMO_PASSWORD, login, WRONG } from './login-helpers';

let first: TestApp;
let second: TestApp;
beforeAll(async () => {
  first = await createTestApp();
  second = await createTestApp({ database: first.database });
});
afterAll(async () => {
  await second?.close();
  await first?.close();
});

describe('two app instances on one database', () => {
  it('share the count of one account: 5 + 5 wrong passwords lock it on both', async () => {
    const ip = '198.51.100.20';
    for (let i = 0; i < 5; i += 1) {
      expect((await login(first, 'waiter', WRONG, ip)).statusCode).toBe(401);
      expect((await login(second, 'waiter', WRONG, ip)).statusCode).toBe(401);
    }
    expect((await login(first, 'waiter', DEMO_PASSWORD, ip)).statusCode).toBe(429);
    expect((await login(second, 'waiter', DEMO_PASSWORD, ip)).statusCode).toBe(429);
  });

  it('parallel guesses on both count one by one: 10 of 30 get judged, the rest are refused', async () => {
    const calls = Array.from({ length: 30 }, (_, i) =>
      login(i % 2 ? first : second, 'kitchen', WRONG, `198.51.100.${100 + i}`),
    );
    const codes = (await Promise.all(calls)).map((r) => r.statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(10);
    expect(codes.filter((c) => c === 429)).toHaveLength(20);
  });
});
