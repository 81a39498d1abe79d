// What `npm run owner` runs (src/cli/owner.ts), on the test database: the same create as the
// setup page without a token, and a password reset from the server's shell.
import { STAFF_ROUTES } from '@tableside/shared/contract/routes';
import { ZOwnerWithBrand } from '@tableside/shared/contract/setup';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { parseOwnerArgs } from '../../src/cli/owner-args';
import { auditLog, branches, brands, staffSessions, staffUsers } from '../../src/db/schema/index';
import { AppError } from '../../src/lib/app-error';
import { createOwnerWithBrand } from '../../src/services/setup/create-owner-with-brand';
import { resetPasswordByUsername } from '../../src/services/staff-accounts/reset-password-by-username';
import { useTestApp } from '../helpers/test-app';
import { signIn } from '../staff-api/staff-api-fixture';

const t = useTestApp();

const cliInput = (argv: string[]) => {
  const parsed = parseOwnerArgs(argv);
  if (parsed.command !== 'create') throw new Error('not create');
  return ZOwnerWithBrand.parse(parsed.input);
};

describe('owner create (CLI)', () => {
  it('adds a brand, a branch and its owner; a second brand of the same name gets its own short name', async () => {
    const input = cliInput([
      'create',
      '--username',
      'ravi',
      '--password',
      'brass-lantern-42',
      '--brand',
      'The Brew Room',
    ]);
    const created = await t.db.transaction((tx) => createOwnerWithBrand(tx, input, 'cli'));
    const [brand] = await t.db.select().from(brands).where(eq(brands.id, created.tenantId));
    // The demo already has 'brewroom'; slugs differ in form, so this one is free.
    expect(brand).toMatchObject({ name: 'The Brew Room', shortName: 'the-brew-room' });
    const again = cliInput([
      'create',
      '--username',
      'ravi2',
      '--password',
      'brass-lantern-42',
      '--brand',
      'The Brew Room',
    ]);
    const second = await t.db.transaction((tx) => createOwnerWithBrand(tx, again, 'cli'));
    const [secondBrand] = await t.db.select().from(brands).where(eq(brands.id, second.tenantId));
    expect(secondBrand?.shortName).toBe('the-brew-room-2');
    const [branch] = await t.db.select().from(branches).where(eq(branches.id, created.branchId));
    expect(branch).toMatchObject({ name: 'Main', displayName: 'The Brew Room · Main' });
    const login = await t.app.inject({
      method: 'POST',
      url: STAFF_ROUTES.login,
      payload: { username: 'ravi', password: 'brass-lantern-42' },
    });
    expect(login.json()).toMatchObject({
      role: 'OWNER',
      tenantId: created.tenantId,
      branchIds: [created.branchId],
    });
    const [audit] = await t.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(audit?.detail).toMatchObject({ source: 'cli', username: 'ravi2' });
    expect(JSON.stringify(audit)).not.toContain('brass-lantern-42');
  });

  it('refuses a taken username with 409 and writes nothing', async () => {
    const input = cliInput([
      'create',
      '--username',
      'manager',
      '--password',
      'brass-lantern-42',
      '--brand',
      'Taken',
    ]);
    const attempt = t.db.transaction((tx) => createOwnerWithBrand(tx, input, 'cli'));
    await expect(attempt).rejects.toThrow(new AppError('CONFLICT', 'This username is taken'));
    expect(await t.db.select().from(brands).where(eq(brands.name, 'Taken'))).toEqual([]);
  });
});

describe('owner reset-password (CLI)', () => {
  it('sets a new password for any account and signs it out everywhere', async () => {
    const session = await signIn(t, 'kitchen');
    const done = await resetPasswordByUsername(t, 'kitchen', 'saffron-window-7');
    expect(done).toEqual({ role: 'KITCHEN' });
    const me = await t.app.inject({ method: 'GET', url: STAFF_ROUTES.me, headers: session });
    expect(me.statusCode).toBe(401);
    const [user] = await t.db.select().from(staffUsers).where(eq(staffUsers.username, 'kitchen'));
    const open = await t.db
      .select()
      .from(staffSessions)
      .where(eq(staffSessions.staffUserId, user?.id ?? 0));
    expect(open.every((s) => s.revokedAt !== null)).toBe(true);
    const login = await t.app.inject({
      method: 'POST',
      url: STAFF_ROUTES.login,
      payload: { username: 'kitchen', password: 'saffron-window-7' },
    });
    expect(login.statusCode).toBe(200);
    const [audit] = await t.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(audit).toMatchObject({
      action: 'staff.resetPassword',
      staffUserId: null,
      detail: { source: 'cli' },
    });
  });

  it('answers null for an unknown username and refuses a weak password', async () => {
    expect(await resetPasswordByUsername(t, 'nobody', 'saffron-window-7')).toBeNull();
    await expect(resetPasswordByUsername(t, 'waiter', 'waiter-2026-x')).rejects.toThrow(
      'password: The password must not contain the username',
    );
  });
});
