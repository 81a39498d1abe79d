import {
  MANAGED_BRANCH_MESSAGE,
  MANAGED_ROLE_MESSAGE,
} from '@tableside/shared/domain/staff-management';
import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, staffUserBranches, staffUsers } from '../../src/db/schema/index';
import { useTestApp } from '../helpers/test-app';
import { signIn } from '../staff-api/staff-api-fixture';
import { DEMO } from '../staff-services/staff-fixture';
import { accountCalls } from './staff-accounts-fixture';

const t = useTestApp();
const calls = accountCalls(t);
let manager: Record<string, string>;
let owner: Record<string, string>;
const PASSWORD = 'copper-kettle-19';
const waiterAt = (username: string, branchIds: number[], role = 'WAITER') => ({
  username,
  displayName: username,
  role,
  password: PASSWORD,
  branchIds,
});

beforeAll(async () => {
  // The demo assigns everyone to both branches; this manager works at branch 1 only.
  await t.db
    .delete(staffUserBranches)
    .where(
      and(
        eq(staffUserBranches.staffUserId, DEMO.staff.manager),
        eq(staffUserBranches.branchId, DEMO.otherBranchId),
      ),
    );
  manager = await signIn(t, 'manager');
  owner = await signIn(t, 'owner');
});

const rowOf = async (id: number) =>
  (await t.db.select().from(staffUsers).where(eq(staffUsers.id, id)))[0];

describe('a manager of branch 1', () => {
  let ravi: number;

  it('lists the people of his branch and only his branch to give', async () => {
    const res = await calls.list(manager);
    expect(res.statusCode).toBe(200);
    expect(res.json().branches.map((b: { id: number }) => b.id)).toEqual([DEMO.branchId]);
    expect(res.json().accounts.map((a: { username: string }) => a.username)).not.toContain(
      'manager2',
    );
  });

  it('adds floor and kitchen staff at his branch, audited as his', async () => {
    for (const role of ['WAITER', 'CUSTOMER_ASSOCIATE', 'KITCHEN']) {
      const res = await calls.create(waiterAt(`new-${role.toLowerCase()}`, [1], role), manager);
      expect(res.statusCode, res.body).toBe(200);
    }
    const created = await calls.create(waiterAt('ravi', [1]), manager);
    ravi = created.json().id;
    const [audit] = await t.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(audit).toMatchObject({ action: 'staff.create', staffUserId: DEMO.staff.manager });
  });

  it.each([
    ['a manager', waiterAt('m-new', [1], 'MANAGER'), MANAGED_ROLE_MESSAGE],
    ['an owner', waiterAt('o-new', [1], 'OWNER'), MANAGED_ROLE_MESSAGE],
    ['a waiter of branch 2', waiterAt('w-two', [2]), MANAGED_BRANCH_MESSAGE],
    ['a waiter of both branches', waiterAt('w-both', [1, 2]), MANAGED_BRANCH_MESSAGE],
  ])('cannot add %s (403, nothing written)', async (_who, body, message) => {
    const res = await calls.create(body, manager);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(message);
    const [row] = await t.db
      .select()
      .from(staffUsers)
      .where(eq(staffUsers.username, body.username));
    expect(row).toBeUndefined();
  });

  it('edits, resets the password of, sets the PIN of, deactivates and reactivates his waiter', async () => {
    const read = await calls.accountOf('ravi', manager);
    const renamed = await calls.update(
      ravi,
      { version: read.version, displayName: 'Ravi S' },
      manager,
    );
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await calls.resetPassword(ravi, 'lantern-brass-77', manager)).statusCode).toBe(204);
    expect((await calls.setPin(ravi, '2468', manager)).statusCode).toBe(204);
    expect((await calls.accountOf('ravi', manager)).hasPin).toBe(true);
    const off = await calls.update(
      ravi,
      { version: renamed.json().version, active: false },
      manager,
    );
    expect(off.json()).toMatchObject({ active: false });
    expect((await calls.login('ravi', 'lantern-brass-77')).statusCode).toBe(401);
    const on = await calls.update(ravi, { version: off.json().version, active: true }, manager);
    expect(on.json()).toMatchObject({ active: true, displayName: 'Ravi S' });
    expect((await calls.login('ravi', 'lantern-brass-77')).statusCode).toBe(200);
  });

  it('cannot promote his waiter or send him to branch 2 (403, unchanged)', async () => {
    const read = await calls.accountOf('ravi', manager);
    for (const [change, message] of [
      [{ role: 'MANAGER' }, MANAGED_ROLE_MESSAGE],
      [{ role: 'OWNER' }, MANAGED_ROLE_MESSAGE],
      [{ branchIds: [1, 2] }, MANAGED_BRANCH_MESSAGE],
    ] as const) {
      const res = await calls.update(ravi, { version: read.version, ...change }, manager);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(message);
    }
    expect(await calls.accountOf('ravi', owner)).toMatchObject({ role: 'WAITER', branchIds: [1] });
  });

  it.each([
    ['the owner', DEMO.staff.owner, MANAGED_ROLE_MESSAGE],
    ['himself', DEMO.staff.manager, MANAGED_ROLE_MESSAGE],
    ['a waiter who also works at branch 2', DEMO.staff.waiter, MANAGED_BRANCH_MESSAGE],
  ])('cannot edit, reset, set a PIN for or deactivate %s', async (_who, id, message) => {
    const before = await rowOf(id);
    const results = [
      await calls.update(id, { version: before?.version, active: false }, manager),
      await calls.resetPassword(id, 'lantern-brass-77', manager),
      await calls.setPin(id, '2468', manager),
      await calls.clearPin(id, manager),
    ];
    for (const res of results) {
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(message);
    }
    expect(await rowOf(id)).toEqual(before);
  });

  it("gets 404 for another brand's member", async () => {
    const id = DEMO.staff.otherTenantAssociate;
    const before = await rowOf(id);
    expect((await calls.update(id, { version: 1, active: false }, manager)).statusCode).toBe(404);
    expect((await calls.setPin(id, '2468', manager)).statusCode).toBe(404);
    expect(await rowOf(id)).toEqual(before);
  });

  it('leaves the owner managing everyone, managers included', async () => {
    const read = await calls.accountOf('manager', owner);
    const res = await calls.update(read.id, { version: read.version, branchIds: [1, 2] }, owner);
    expect(res.json()).toMatchObject({ role: 'MANAGER', branchIds: [1, 2] });
  });
});
