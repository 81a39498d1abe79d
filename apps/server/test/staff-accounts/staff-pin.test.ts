import { STAFF_ROUTES } from '@tableside/shared/contract/routes';
import {
  INVALID_PIN_MESSAGE,
  PIN_LOCKED_MESSAGE,
  PIN_OTHER_BRANCH_MESSAGE,
  STAFF_PIN_ROUTES,
} from '@tableside/shared/contract/staff-pin';
import { WEAK_PIN_MESSAGE } from '@tableside/shared/domain/staff-pin';
import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, staffUsers } from '../../src/db/schema/index';
import { STAFF_COOKIE } from '../../src/http/staff-session';
import { useTestApp } from '../helpers/test-app';
import { DEMO_PASSWORD, signIn } from '../staff-api/staff-api-fixture';
import { accountCalls } from './staff-accounts-fixture';

const t = useTestApp();
const calls = accountCalls(t);
let owner: Record<string, string>;
type Headers = Record<string, string>;

const setMyPin = (pin: string, headers: Headers) =>
  t.app.inject({ method: 'PUT', url: STAFF_PIN_ROUTES.myPin, headers, payload: { pin } });
const pinSwitch = (username: string, pin: string, headers: Headers) =>
  t.app.inject({
    method: 'POST',
    url: STAFF_PIN_ROUTES.pinSwitch,
    headers,
    payload: { username, pin },
  });
const me = (headers: Headers) => t.app.inject({ method: 'GET', url: STAFF_ROUTES.me, headers });
const cookieOf = (res: { cookies: { name: string; value: string }[] }): Headers => ({
  cookie: `${STAFF_COOKIE}=${res.cookies.find((c) => c.name === STAFF_COOKIE)?.value}`,
});

beforeAll(async () => {
  owner = await signIn(t, 'owner');
  for (const [username, pin] of [
    ['kitchen', '1357'],
    ['associate', '97531'],
  ] as const) {
    expect((await setMyPin(pin, await signIn(t, username))).statusCode).toBe(204);
  }
});

describe('setting a PIN', () => {
  it.each(['0000', '1234', '4321', '1212', '123456'])(
    'refuses the guessable %s with 400 naming pin',
    async (pin) => {
      const res = await setMyPin(pin, await signIn(t, 'waiter'));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(`pin: ${WEAK_PIN_MESSAGE}`);
    },
  );

  it.each(['123', '1234567', '12a4'])('refuses the malformed %s with 400', async (pin) => {
    const res = await setMyPin(pin, await signIn(t, 'waiter'));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('pin: must be 4 to 6 digits');
  });

  it('stores a hash, never the PIN, and audits it without the PIN', async () => {
    const [row] = await t.db.select().from(staffUsers).where(eq(staffUsers.username, 'kitchen'));
    expect(row?.pinHash).toMatch(/^scrypt\$/);
    expect(row?.pinHash).not.toContain('1357');
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.action, 'staff.setPin'));
    expect(audits.length).toBeGreaterThanOrEqual(2);
    expect(JSON.stringify(audits)).not.toContain('1357');
    expect((await calls.accountOf('kitchen', owner)).hasPin).toBe(true);
  });
});

describe('switching user on a tablet', () => {
  it('lists the colleagues with a PIN at the tablet member’s branches', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: STAFF_PIN_ROUTES.pinSwitchMembers,
      headers: await signIn(t, 'waiter'),
    });
    expect(
      res
        .json()
        .members.map((m: { username: string }) => m.username)
        .sort(),
    ).toEqual(['associate', 'kitchen']);
  });

  it('ends the tablet’s session and opens the colleague’s, audited', async () => {
    const tablet = await signIn(t, 'waiter');
    const res = await pinSwitch('kitchen', '1357', tablet);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ username: 'kitchen', role: 'KITCHEN' });
    expect((await me(tablet)).statusCode).toBe(401);
    expect((await me(cookieOf(res))).json()).toMatchObject({ username: 'kitchen' });
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'staff.pinSwitch'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit).toMatchObject({ staffUserId: 4, detail: { fromStaffUserId: 3 } });
  });

  it('refuses a wrong PIN with 401 and keeps the tablet’s session', async () => {
    const tablet = await signIn(t, 'waiter');
    const res = await pinSwitch('kitchen', '2468', tablet);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(INVALID_PIN_MESSAGE);
    expect((await me(tablet)).json()).toMatchObject({ username: 'waiter' });
    // A member without a PIN and another brand's member answer the same.
    expect((await pinSwitch('manager', '2468', tablet)).json().message).toBe(INVALID_PIN_MESSAGE);
    expect((await pinSwitch('waiter2', '2468', tablet)).json().message).toBe(INVALID_PIN_MESSAGE);
  });

  it('locks the member’s quick switch after 5 wrong PINs, even for the right one', async () => {
    const tablet = await signIn(t, 'waiter');
    for (let i = 0; i < 5; i += 1) {
      expect((await pinSwitch('associate', '24680', tablet)).statusCode).toBe(401);
    }
    const locked = await pinSwitch('associate', '97531', tablet);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe(PIN_LOCKED_MESSAGE);
    // Signing in with the password ends the lock.
    await calls.login('associate', DEMO_PASSWORD);
    expect((await pinSwitch('associate', '97531', tablet)).statusCode).toBe(200);
  });

  it('refuses a colleague of another branch with 403 before trying the PIN', async () => {
    const created = await calls.create(
      {
        username: 'far-away',
        displayName: 'Far Away',
        role: 'WAITER',
        password: 'lantern-brass-77',
        branchIds: [2],
      },
      owner,
    );
    expect((await calls.setPin(created.json().id, '8642', owner)).statusCode).toBe(204);
    const branchOne = (
      await calls.create(
        {
          username: 'branch-one',
          displayName: 'Branch One',
          role: 'WAITER',
          password: 'lantern-brass-77',
          branchIds: [1],
        },
        owner,
      )
    ).json();
    expect(branchOne.branchIds).toEqual([1]);
    const tablet = cookieOf(await calls.login('branch-one', 'lantern-brass-77'));
    const res = await pinSwitch('far-away', '8642', tablet);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(PIN_OTHER_BRANCH_MESSAGE);
    expect((await me(tablet)).json()).toMatchObject({ username: 'branch-one' });
  });

  it('needs a signed-in tablet', async () => {
    expect((await pinSwitch('kitchen', '1357', {})).statusCode).toBe(401);
  });

  it('stops working once the PIN is cleared', async () => {
    const kitchen = await calls.accountOf('kitchen', owner);
    expect((await calls.clearPin(kitchen.id, owner)).statusCode).toBe(204);
    const res = await pinSwitch('kitchen', '1357', await signIn(t, 'waiter'));
    expect(res.statusCode).toBe(401);
  });
});
