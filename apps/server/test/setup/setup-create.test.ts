import { SETUP_ROUTES, STAFF_ROUTES } from '@tableside/shared/contract/routes';
import { SETUP_LINK_INVALID_MESSAGE } from '@tableside/shared/contract/setup';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  auditLog,
  branchCharges,
  branches,
  branchSettings,
  branchTaxes,
  brands,
  staffUserBranches,
  staffUsers,
} from '../../src/db/schema/index';
import { STAFF_COOKIE } from '../../src/http/staff-session';
import { verifyPassword } from '../../src/lib/password';
import { issueSetupTokenIfNoOwner } from '../../src/services/setup/issue-setup-token';
import { useTestApp } from '../helpers/test-app';
import { getStatus, OWNER_PASSWORD, postSetup, setupBody } from './setup-fixture';

describe('POST /v1/setup', () => {
  const t = useTestApp({ seed: false });
  let token = '';
  let cookie = '';

  it('creates the owner, brand and branch and signs the owner in', async () => {
    token = (await issueSetupTokenIfNoOwner(t.db, t.clock)) ?? '';
    const res = await postSetup(t, setupBody(token));
    expect(res.statusCode, res.body).toBe(200);
    const [brand] = await t.db.select().from(brands);
    const [branch] = await t.db.select().from(branches);
    expect(brand).toMatchObject({
      name: 'Chai & Co.',
      shortName: 'chai-co',
      currency: 'INR',
      country: 'IN',
    });
    expect(branch).toMatchObject({ tenantId: brand?.id, name: 'Bandra', shortName: 'bandra' });
    expect(res.json()).toEqual({
      id: expect.any(Number),
      username: 'omar',
      name: 'Omar Shaikh',
      role: 'OWNER',
      tenantId: brand?.id,
      branchIds: [branch?.id],
    });
    expect(await t.db.select().from(branchSettings)).toEqual([
      expect.objectContaining({
        branchId: branch?.id,
        timeZone: 'Asia/Kolkata',
        openingTime: '08:00:00',
      }),
    ]);
    // No charges or taxes until the owner sets them.
    expect(await t.db.select().from(branchCharges)).toEqual([]);
    expect(await t.db.select().from(branchTaxes)).toEqual([]);
    const [owner] = await t.db.select().from(staffUsers);
    expect(await verifyPassword(OWNER_PASSWORD, owner?.passwordHash ?? '')).toBe(true);
    expect(await t.db.select().from(staffUserBranches)).toEqual([
      { staffUserId: owner?.id, branchId: branch?.id, tenantId: brand?.id },
    ]);

    const session = res.cookies.find((c) => c.name === STAFF_COOKIE);
    expect(session).toMatchObject({ httpOnly: true });
    cookie = `${STAFF_COOKIE}=${session?.value}`;
    const me = await t.app.inject({ method: 'GET', url: STAFF_ROUTES.me, headers: { cookie } });
    expect(me.json()).toMatchObject({ username: 'omar', role: 'OWNER' });
  });

  it('keeps no password or token in the answer or the audit record', async () => {
    const [audit] = await t.db.select().from(auditLog);
    expect(audit).toMatchObject({ action: 'owner.create', entity: 'brand', staffUserId: null });
    expect(audit?.detail).toMatchObject({ source: 'setup', username: 'omar' });
    const written = JSON.stringify(audit);
    expect(written).not.toContain(OWNER_PASSWORD);
    expect(written).not.toContain(token);
  });

  it('is single use: the same link again is 404 and writes nothing', async () => {
    const res = await postSetup(t, setupBody(token, 'someone-else'));
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(SETUP_LINK_INVALID_MESSAGE);
    expect(await t.db.select().from(brands)).toHaveLength(1);
  });

  it('is gone once an owner exists: no new link, status 404', async () => {
    expect(await issueSetupTokenIfNoOwner(t.db, t.clock)).toBeNull();
    expect((await getStatus(t, token)).statusCode).toBe(404);
  });

  it('signs the new owner in with his password through the ordinary login', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: STAFF_ROUTES.login,
      payload: { username: 'omar', password: OWNER_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('two setup posts racing with one link', () => {
  const t = useTestApp({ seed: false });

  it('lets one win; the other gets 404 and nothing is created twice', async () => {
    const token = (await issueSetupTokenIfNoOwner(t.db, t.clock)) ?? '';
    const [a, b] = await Promise.all([
      postSetup(t, setupBody(token, 'first-owner')),
      postSetup(t, setupBody(token, 'second-owner')),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 404]);
    expect(await t.db.select().from(brands)).toHaveLength(1);
    expect(await t.db.select().from(staffUsers)).toHaveLength(1);
  });
});

describe('setup validation', () => {
  const t = useTestApp({ seed: false });

  const withChange = (token: string, change: (body: ReturnType<typeof setupBody>) => void) => {
    const body = setupBody(token);
    change(body);
    return body;
  };

  it.each([
    ['owner.password', (b: ReturnType<typeof setupBody>) => (b.owner.password = 'password123')],
    [
      'owner.password',
      (b: ReturnType<typeof setupBody>) => (b.owner.password = 'omar-is-the-best'),
    ],
    ['owner.username', (b: ReturnType<typeof setupBody>) => (b.owner.username = 'Omar Shaikh')],
    ['brand.name', (b: ReturnType<typeof setupBody>) => (b.brand.name = '  ')],
    ['brand.currency', (b: ReturnType<typeof setupBody>) => (b.brand.currency = 'XYZ')],
    ['brand.country', (b: ReturnType<typeof setupBody>) => (b.brand.country = 'ZZ')],
    ['branch.timeZone', (b: ReturnType<typeof setupBody>) => (b.branch.timeZone = 'Mars/Olympus')],
    [
      'branch.openingTime',
      (b: ReturnType<typeof setupBody>) => (b.branch.openingTime = '25:00:00'),
    ],
  ])('answers 400 naming %s and leaves the link usable', async (field, change) => {
    const token = (await issueSetupTokenIfNoOwner(t.db, t.clock)) ?? '';
    const res = await postSetup(t, withChange(token, change));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(new RegExp(`^${field.replace('.', '\\.')}: `));
    expect(res.body).not.toContain('password123');
    expect((await getStatus(t, token)).statusCode).toBe(200);
  });

  it('defaults the currency to INR and the country to IN', async () => {
    const token = (await issueSetupTokenIfNoOwner(t.db, t.clock)) ?? '';
    const body = setupBody(token) as { brand: Record<string, string> };
    body.brand = { name: 'Plain Brand' };
    const res = await postSetup(t, body);
    expect(res.statusCode, res.body).toBe(200);
    const [brand] = await t.db.select().from(brands).where(eq(brands.name, 'Plain Brand'));
    expect(brand).toMatchObject({ currency: 'INR', country: 'IN' });
  });

  it('slows a guesser down like sign-in', async () => {
    let last = 0;
    for (let i = 0; i < 11; i += 1) {
      last = (
        await t.app.inject({
          method: 'GET',
          url: SETUP_ROUTES.status,
          query: { token: `guess-${i}` },
          remoteAddress: '10.8.0.1',
        })
      ).statusCode;
    }
    expect(last).toBe(429);
  });
});
