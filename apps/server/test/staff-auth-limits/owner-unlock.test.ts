// Issue 12 defect 3: a locked staff account is unlocked by its brand's owner (audited).

import { buildPath, STAFF_ROUTES } from '@tableside/shared/contract/routes';
import { MANAGED_ROLE_MESSAGE } from '@tableside/shared/domain/staff-management';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, staffUsers } from '../../src/db/schema/index';
import { resetPasswordByUsername } from '../../src/services/staff-accounts/reset-password-by-username';
import { useTestApp } from '../helpers/test-app';
import { signIn } from '../staff-api/staff-api-fixture';
import { DEMO_PASSWORD, freshIp, guess, login, MINUTE } from './login-helpers';

const t = useTestApp();
let owner: Record<string, string>;
let manager: Record<string, string>;
let otherOwner: Record<string, string>;

const idOf = async (username: string) => {
  const [row] = await t.db.select().from(staffUsers).where(eq(staffUsers.username, username));
  if (!row) throw new Error(`no ${username}`);
  return row.id;
};
const unlock = (staffUserId: number | string, headers: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: buildPath(STAFF_ROUTES.staffAccountUnlock, { staffUserId }),
    headers,
  });

/** 100 wrong passwords, waiting out each lock: the account is locked for good. */
async function lockForGood(username: string) {
  for (let round = 0; round < 10; round += 1) {
    await guess(t, username, 10);
    t.clock.advance(60 * MINUTE);
  }
  expect((await login(t, username, DEMO_PASSWORD, freshIp())).statusCode).toBe(429);
}

beforeAll(async () => {
  owner = await signIn(t, 'owner');
  manager = await signIn(t, 'manager');
  otherOwner = await signIn(t, 'owner2');
});

describe('POST /v1/staff/accounts/:staffUserId/unlock', () => {
  it('lets the owner lift a lock for good; the member signs in again; the trail says who', async () => {
    await lockForGood('waiter');
    const waiterId = await idOf('waiter');
    const res = await unlock(waiterId, owner);
    expect(res.statusCode).toBe(204);
    expect((await login(t, 'waiter', DEMO_PASSWORD, freshIp())).statusCode).toBe(200);
    const trail = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'staff.unlock'), eq(auditLog.entityId, String(waiterId))));
    expect(trail).toEqual([
      expect.objectContaining({
        tenantId: 1,
        staffUserId: await idOf('owner'),
        entity: 'staffUser',
        detail: { username: 'waiter', wasLocked: true },
      }),
    ]);
  });

  it('lifts a growing lock too', async () => {
    await guess(t, 'kitchen', 10);
    expect((await login(t, 'kitchen', DEMO_PASSWORD, freshIp())).statusCode).toBe(429);
    expect((await unlock(await idOf('kitchen'), owner)).statusCode).toBe(204);
    expect((await login(t, 'kitchen', DEMO_PASSWORD, freshIp())).statusCode).toBe(200);
  });

  it("is refused to a manager for a manager's account (403), which stays locked", async () => {
    await guess(t, 'manager', 10);
    const res = await unlock(await idOf('manager'), manager);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MANAGED_ROLE_MESSAGE);
    expect((await login(t, 'manager', DEMO_PASSWORD, freshIp())).statusCode).toBe(429);
  });

  it('is allowed to a manager for the floor staff of his branches', async () => {
    await guess(t, 'associate', 10);
    expect((await unlock(await idOf('associate'), manager)).statusCode).toBe(204);
    expect((await login(t, 'associate', DEMO_PASSWORD, freshIp())).statusCode).toBe(200);
  });

  it("answers 404 for another brand's member and for an unknown id; 400 for a bad id", async () => {
    await guess(t, 'waiter2', 10);
    expect((await unlock(await idOf('waiter2'), owner)).statusCode).toBe(404);
    expect((await login(t, 'waiter2', DEMO_PASSWORD, freshIp())).statusCode).toBe(429);
    expect((await unlock(999_999, owner)).statusCode).toBe(404);
    const bad = await unlock('x', owner);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^staffUserId/);
    // The other brand's owner may unlock his own member.
    expect((await unlock(await idOf('waiter2'), otherOwner)).statusCode).toBe(204);
  });

  it("lets a locked-out owner back in through the server's password reset", async () => {
    await lockForGood('owner2');
    const fresh = 'Back-In-Business-42';
    expect(await resetPasswordByUsername(t, 'owner2', fresh)).toEqual({ role: 'OWNER' });
    expect((await login(t, 'owner2', fresh, freshIp())).statusCode).toBe(200);
  });
});
