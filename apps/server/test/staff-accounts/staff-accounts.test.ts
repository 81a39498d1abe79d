import { buildPath, STAFF_ROUTES } from '@tableside/shared/contract/routes';
import {
  type TStaffAccount,
  type TStaffAccountsResponse,
  USERNAME_TAKEN_MESSAGE,
} from '@tableside/shared/contract/staff-accounts';
import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, staffUsers } from '../../src/db/schema/index';
import { STAFF_COOKIE } from '../../src/http/staff-session';
import { useTestApp } from '../helpers/test-app';
import { DEMO_PASSWORD, signIn } from '../staff-api/staff-api-fixture';
import { DEMO } from '../staff-services/staff-fixture';

const t = useTestApp();
let owner: Record<string, string>;
const NEW_PASSWORD = 'copper-kettle-19';

beforeAll(async () => {
  owner = await signIn(t, 'owner');
});

const list = async (headers = owner) => {
  const res = await t.app.inject({ method: 'GET', url: STAFF_ROUTES.staffAccounts, headers });
  return res;
};
const accountOf = async (username: string): Promise<TStaffAccount> => {
  const body: TStaffAccountsResponse = (await list()).json();
  const account = body.accounts.find((a) => a.username === username);
  if (!account) throw new Error(`no account ${username}`);
  return account;
};
const create = (payload: object, headers = owner) =>
  t.app.inject({ method: 'POST', url: STAFF_ROUTES.staffAccounts, headers, payload });
const update = (staffUserId: number, payload: object, headers = owner) =>
  t.app.inject({
    method: 'PATCH',
    url: buildPath(STAFF_ROUTES.staffAccount, { staffUserId }),
    headers,
    payload,
  });
const resetPassword = (staffUserId: number, password: string, headers = owner) =>
  t.app.inject({
    method: 'PUT',
    url: buildPath(STAFF_ROUTES.staffAccountPassword, { staffUserId }),
    headers,
    payload: { password },
  });
const login = (username: string, password: string) =>
  t.app.inject({ method: 'POST', url: STAFF_ROUTES.login, payload: { username, password } });
const lastAudit = async () => {
  const [row] = await t.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
  return row;
};

const newWaiter = {
  username: 'priya',
  displayName: 'Priya (Waiter)',
  role: 'WAITER',
  password: NEW_PASSWORD,
  branchIds: [DEMO.branchId],
};

describe('the owner lists his brand', () => {
  it("shows the brand's accounts and branches, no other brand's, no password hash", async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    const body: TStaffAccountsResponse = res.json();
    expect(body.branches.map((b) => b.id).sort()).toEqual([DEMO.branchId, DEMO.otherBranchId]);
    expect(body.accounts.map((a) => a.username)).toEqual(
      expect.arrayContaining(['owner', 'manager', 'waiter']),
    );
    expect(body.accounts.some((a) => a.username === 'manager2')).toBe(false);
    expect(await accountOf('owner')).toMatchObject({
      role: 'OWNER',
      active: true,
      branchIds: [1, 2],
      hasPin: false,
    });
    expect(res.body).not.toMatch(/scrypt/);
  });
});

describe('permissions', () => {
  it('refuses every call to a waiter with 403', async () => {
    const waiter = await signIn(t, 'waiter');
    const calls = [
      await list(waiter),
      await create(newWaiter, waiter),
      await update(DEMO.staff.kitchen, { version: 1, active: false }, waiter),
      await resetPassword(DEMO.staff.kitchen, NEW_PASSWORD, waiter),
    ];
    expect(calls.map((r) => r.statusCode)).toEqual([403, 403, 403, 403]);
    expect(calls[0]?.json().message).toBe('You are not allowed to manage staff accounts');
  });

  it("answers 404 for another brand's user and changes nothing", async () => {
    const otherId = DEMO.staff.otherTenantAssociate;
    const [before] = await t.db.select().from(staffUsers).where(eq(staffUsers.id, otherId));
    const version = (await accountOf('waiter')).version;
    expect((await update(otherId, { version, active: false })).statusCode).toBe(404);
    expect((await resetPassword(otherId, NEW_PASSWORD)).statusCode).toBe(404);
    const [after] = await t.db.select().from(staffUsers).where(eq(staffUsers.id, otherId));
    expect(after).toEqual(before);
  });
});

describe('creating an account', () => {
  it('creates a waiter who can sign in at his branch, and audits it without the password', async () => {
    const res = await create(newWaiter);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      username: 'priya',
      role: 'WAITER',
      active: true,
      branchIds: [1],
    });
    expect((await login('priya', NEW_PASSWORD)).json()).toMatchObject({ branchIds: [1] });
    const audit = await lastAudit();
    expect(audit).toMatchObject({ action: 'staff.create', tenantId: DEMO.tenantId });
    expect(JSON.stringify(audit)).not.toContain(NEW_PASSWORD);
  });

  it('refuses a username taken in any brand with 409', async () => {
    for (const username of ['priya', 'manager2']) {
      const res = await create({ ...newWaiter, username });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(USERNAME_TAKEN_MESSAGE);
    }
  });

  it.each([
    ['password', { password: 'password123' }],
    ['password', { password: 'priyanka-1234', username: 'priyanka' }],
    ['username', { username: 'Priya K' }],
    ['role', { role: 'CHEF' }],
    ['branchIds', { branchIds: [] }],
    ['branchIds', { branchIds: [DEMO.otherTenantBranchId] }],
    ['displayName', { displayName: ' ' }],
  ])('answers 400 naming %s', async (field, change) => {
    const res = await create({ ...newWaiter, username: 'fresh-name', ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(new RegExp(`^${field}: `));
    expect(res.body).not.toContain('password123');
    const [row] = await t.db.select().from(staffUsers).where(eq(staffUsers.username, 'fresh-name'));
    expect(row).toBeUndefined();
  });

  it('gives a new owner every branch of the brand, whatever was picked', async () => {
    const res = await create({ ...newWaiter, username: 'second-owner', role: 'OWNER' });
    expect(res.json()).toMatchObject({ role: 'OWNER', branchIds: [1, 2] });
  });
});

describe('updating an account', () => {
  it('changes role and branches with the version read, then refuses that stale version', async () => {
    const read = await accountOf('priya');
    const first = await update(read.id, {
      version: read.version,
      role: 'CUSTOMER_ASSOCIATE',
      branchIds: [2],
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ role: 'CUSTOMER_ASSOCIATE', branchIds: [2] });
    expect(first.json().version).toBe(read.version + 1);
    const stale = await update(read.id, { version: read.version, displayName: 'Someone else' });
    expect(stale.statusCode).toBe(409);
    expect((await accountOf('priya')).displayName).toBe('Priya (Waiter)');
    expect((await lastAudit())?.detail).toMatchObject({
      changes: { role: 'CUSTOMER_ASSOCIATE', branchIds: [2] },
    });
  });

  it('deactivating signs the member out at once', async () => {
    const session = await login('priya', NEW_PASSWORD);
    const cookie = `${STAFF_COOKIE}=${session.cookies.find((c) => c.name === STAFF_COOKIE)?.value}`;
    const read = await accountOf('priya');
    expect((await update(read.id, { version: read.version, active: false })).statusCode).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: STAFF_ROUTES.me, headers: { cookie } });
    expect(me.statusCode).toBe(401);
    expect((await login('priya', NEW_PASSWORD)).statusCode).toBe(401);
  });

  it('answers 400 for a branch of another brand', async () => {
    const read = await accountOf('waiter');
    const res = await update(read.id, {
      version: read.version,
      branchIds: [DEMO.otherTenantBranchId],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^branchIds: /);
  });
});

describe('resetting a password', () => {
  it('sets the new one, ends the old sessions, keeps the owner signed in', async () => {
    const waiterSession = await signIn(t, 'waiter');
    const res = await resetPassword(DEMO.staff.waiter, NEW_PASSWORD);
    expect(res.statusCode).toBe(204);
    const me = (headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: STAFF_ROUTES.me, headers });
    expect((await me(waiterSession)).statusCode).toBe(401);
    expect((await me(owner)).statusCode).toBe(200);
    expect((await login('waiter', DEMO_PASSWORD)).statusCode).toBe(401);
    expect((await login('waiter', NEW_PASSWORD)).statusCode).toBe(200);
    expect(JSON.stringify(await lastAudit())).not.toContain(NEW_PASSWORD);
  });

  it('refuses a weak password with 400 naming it', async () => {
    const res = await resetPassword(DEMO.staff.waiter, 'waiter-password');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('password: The password must not contain the username');
  });
});
