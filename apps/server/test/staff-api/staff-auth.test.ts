import { STAFF_ROUTES } from '@tableside/shared/contract/routes';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { staffSessions, staffUsers } from '../../src/db/schema/index';
import { STAFF_COOKIE } from '../../src/http/staff-session';
import { ACCOUNT_LOCK_EVERY } from '../../src/services/auth-attempts/attempt-policies';
import { INVALID_LOGIN_MESSAGE } from '../../src/services/staff-auth/staff-login';
import { accountLockedMessage } from '../../src/services/staff-auth/staff-login-limits';
import { useTestApp } from '../helpers/test-app';
import { DEMO_PASSWORD, signIn } from './staff-api-fixture';

const t = useTestApp();

const login = (username: string, password: string, ip = '10.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: STAFF_ROUTES.login,
    payload: { username, password },
    remoteAddress: ip,
  });
const me = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: STAFF_ROUTES.me, headers });

describe('POST /v1/staff/auth/login', () => {
  it('signs in with the right password: the staff member and an httpOnly 12-hour cookie', async () => {
    const res = await login('waiter', DEMO_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      username: 'waiter',
      role: 'WAITER',
      tenantId: 1,
      branchIds: expect.arrayContaining([1]),
    });
    const cookie = res.cookies.find((c) => c.name === STAFF_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const ttl = new Date(cookie?.expires ?? 0).getTime() - t.clock.now().getTime();
    expect(Math.round(ttl / 1000)).toBe(12 * 60 * 60);
    // The row keeps only the token's hash.
    const rows = await t.db.select().from(staffSessions);
    expect(rows.some((r) => r.tokenHash === cookie?.value)).toBe(false);
  });

  it.each([
    ['a wrong password', 'manager', 'demo12345'],
    ['an unknown user', 'nobody-here', DEMO_PASSWORD],
  ])('refuses %s with one message and no cookie', async (_case, username, password) => {
    const res = await login(username, password, '10.0.0.2');
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(INVALID_LOGIN_MESSAGE);
    expect(res.cookies.find((c) => c.name === STAFF_COOKIE)).toBeUndefined();
  });

  it('refuses a deactivated user with the same message', async () => {
    await t.db.update(staffUsers).set({ active: false }).where(eq(staffUsers.username, 'kitchen2'));
    const res = await login('kitchen2', DEMO_PASSWORD, '10.0.0.3');
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(INVALID_LOGIN_MESSAGE);
  });

  it('names the missing field of a malformed body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: STAFF_ROUTES.login,
      payload: { username: 'manager' },
      remoteAddress: '10.0.0.4',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^password/);
  });

  it('locks the guessed account (more in test/staff-auth-limits), not other colleagues', async () => {
    const ip = '10.0.0.9';
    for (let i = 0; i < ACCOUNT_LOCK_EVERY; i += 1) {
      expect((await login('waiter', 'wrong-password', ip)).statusCode).toBe(401);
    }
    const limited = await login('waiter', DEMO_PASSWORD, ip);
    expect(limited.statusCode).toBe(429);
    const inAMinute = new Date(t.clock.now().getTime() + 60_000);
    expect(limited.json().message).toBe(accountLockedMessage(inAMinute, t.clock.now()));
    expect((await login('manager', DEMO_PASSWORD, ip)).statusCode).toBe(200);
  });
});

describe('GET /v1/staff/auth/me and POST /v1/staff/auth/logout', () => {
  it('answers the signed-in member; 401 without a session', async () => {
    const headers = await signIn(t, 'kitchen');
    const res = await me(headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ username: 'kitchen', role: 'KITCHEN', tenantId: 1 });
    expect((await me({})).statusCode).toBe(401);
    expect((await me({ cookie: `${STAFF_COOKIE}=forged` })).statusCode).toBe(401);
  });

  it('logout revokes the session: the same cookie no longer works', async () => {
    const headers = await signIn(t, 'manager');
    const out = await t.app.inject({ method: 'POST', url: STAFF_ROUTES.logout, headers });
    expect(out.statusCode).toBe(204);
    expect(out.cookies.find((c) => c.name === STAFF_COOKIE)?.value).toBe('');
    expect((await me(headers)).statusCode).toBe(401);
  });

  it('a session expires after 12 hours', async () => {
    const headers = await signIn(t, 'associate');
    t.clock.advance(12 * 60 * 60 * 1000 + 1);
    expect((await me(headers)).statusCode).toBe(401);
  });
});
