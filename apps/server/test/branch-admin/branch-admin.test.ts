import {
  BRANCH_ADMIN_ROUTES,
  BRANCH_CONFLICT_MESSAGE,
  BRANCH_HAS_OPEN_ORDERS_MESSAGE,
  SHORT_NAME_TAKEN_MESSAGE,
  type TAdminBranch,
  type TAdminBranchesResponse,
} from '@tableside/shared/contract/branch-admin';
import { STAFF_ROUTES } from '@tableside/shared/contract/routes';
import type { TStaffBranchesResponse } from '@tableside/shared/contract/staff-console';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, branchSettings, orders, staffUserBranches } from '../../src/db/schema/index';
import { seatGuest } from '../helpers/guest-fixture';
import { useTestApp } from '../helpers/test-app';
import { signIn } from '../staff-api/staff-api-fixture';
import {
  archiveUrl,
  asUpdate,
  branchBody,
  branchUrl,
  createBranch,
  type Headers,
  send,
} from './branch-admin-fixture';

const t = useTestApp();
let owner: Headers;

beforeAll(async () => {
  owner = await signIn(t, 'owner');
});

const switcher = async (headers: Headers): Promise<TStaffBranchesResponse> =>
  (await send(t, headers, 'GET', STAFF_ROUTES.branches)).json();

describe('a branch made in the back office', () => {
  let made: TAdminBranch;

  beforeAll(async () => {
    made = await createBranch(t, owner, branchBody('whitefield', { currency: 'INR' }));
  });

  it('is answered as saved and listed with the brand defaults', async () => {
    expect(made).toMatchObject({
      name: 'Whitefield whitefield',
      shortName: 'whitefield',
      address: '12 ITPL Main Road\nWhitefield, Bengaluru',
      timeZone: 'Asia/Kolkata',
      currency: 'INR',
      country: null,
      termsText: null,
      archived: false,
      version: 1,
    });
    const list: TAdminBranchesResponse = (
      await send(t, owner, 'GET', BRANCH_ADMIN_ROUTES.branches)
    ).json();
    expect(list.branches.map((b) => b.id)).toEqual([1, 2, made.id]);
    expect(list.brand).toMatchObject({ currency: 'INR', country: 'IN' });
  });

  it('opens all week 11:00-23:00 with QR tokens, OTP and rupee rounding', async () => {
    const [settings] = await t.db
      .select()
      .from(branchSettings)
      .where(eq(branchSettings.branchId, made.id));
    expect(settings).toMatchObject({
      timeZone: 'Asia/Kolkata',
      openingTime: '11:00:00',
      closingTime: '23:00:00',
      tableTokensRequired: true,
      otpRequired: true,
      rounding: 'RUPEE',
    });
    expect(settings?.hours?.weekly).toHaveLength(7);
    expect(settings?.hours?.weekly.every((d) => d[0]?.open === '11:00')).toBe(true);
  });

  it("is in every owner's switcher at once, and only theirs", async () => {
    expect((await switcher(owner)).map((b) => b.id)).toContain(made.id);
    const links = await t.db
      .select({ staffUserId: staffUserBranches.staffUserId })
      .from(staffUserBranches)
      .where(eq(staffUserBranches.branchId, made.id));
    expect(links).toHaveLength(1);
    const manager = await signIn(t, 'manager');
    expect((await switcher(manager)).map((b) => b.id)).not.toContain(made.id);
  });

  it('writes an audit record naming the owner', async () => {
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'branch'), eq(auditLog.entityId, String(made.id))));
    expect(rows.map((r) => r.action)).toEqual(['branch.create']);
    expect(rows[0]?.staffUserId).not.toBeNull();
  });

  it('saves an edit once; the second editor of the same version gets 409', async () => {
    const body = asUpdate(made, {
      displayName: 'Brew Room Whitefield',
      termsText: 'Whitefield house rules',
      country: 'AE',
      timeZone: 'Asia/Dubai',
    });
    const first = await send(t, owner, 'PATCH', branchUrl(made.id), body);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      displayName: 'Brew Room Whitefield',
      termsText: 'Whitefield house rules',
      country: 'AE',
      timeZone: 'Asia/Dubai',
      version: 2,
    });
    const second = await send(t, owner, 'PATCH', branchUrl(made.id), { ...body, name: 'Other' });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(BRANCH_CONFLICT_MESSAGE);
    made = first.json();
  });

  it("tells guests to write amounts in its currency and its country's locale", async () => {
    const lookup = `/v1/branch/public?id=${made.id}`;
    const answer = await send(t, { 'x-tenant': '1' }, 'GET', lookup);
    expect(answer.json()).toMatchObject({ currency: 'INR', locale: 'en-AE' });
    // Branch 2 leaves currency and country to the brand (INR, IN).
    const brands = await send(t, { 'x-tenant': '1' }, 'GET', '/v1/branch/public?id=2');
    expect(brands.json()).toMatchObject({ currency: 'INR', locale: 'en-IN' });
  });

  it('refuses a short name another branch of the brand uses, naming the field', async () => {
    const taken = await send(t, owner, 'POST', BRANCH_ADMIN_ROUTES.branches, {
      ...branchBody('indiranagar'),
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(SHORT_NAME_TAKEN_MESSAGE);
    const renamed = await send(
      t,
      owner,
      'PATCH',
      branchUrl(made.id),
      asUpdate(made, { shortName: 'koramangala' }),
    );
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json().message).toMatch(/^shortName:/);
  });

  it('allows a short name another brand uses', async () => {
    const owner2 = await signIn(t, 'owner2');
    const branch = await createBranch(t, owner2, branchBody('indiranagar'));
    expect(branch.shortName).toBe('indiranagar');
  });

  it('archives: off the switcher and closed to guests; restoring brings it back', async () => {
    const archived = await send(t, owner, 'PUT', archiveUrl(made.id), {
      archived: true,
      version: made.version,
    });
    expect(archived.statusCode, archived.body).toBe(200);
    expect(archived.json()).toMatchObject({ archived: true, version: made.version + 1 });
    expect((await switcher(owner)).map((b) => b.id)).not.toContain(made.id);
    const lookup = `/v1/branch/public?id=${made.id}`;
    expect((await send(t, { 'x-tenant': '1' }, 'GET', lookup)).statusCode).toBe(404);
    const restored = await send(t, owner, 'PUT', archiveUrl(made.id), {
      archived: false,
      version: made.version + 1,
    });
    expect(restored.json()).toMatchObject({ archived: false });
    expect((await switcher(owner)).map((b) => b.id)).toContain(made.id);
    expect((await send(t, { 'x-tenant': '1' }, 'GET', lookup)).statusCode).toBe(200);
  });
});

describe('archiving a branch with guests at its tables', () => {
  it('is refused with 409 until the order is closed', async () => {
    const guest = await seatGuest(t.db, t.clock, { tableId: 1 });
    const list: TAdminBranchesResponse = (
      await send(t, owner, 'GET', BRANCH_ADMIN_ROUTES.branches)
    ).json();
    const branch = list.branches.find((b) => b.id === guest.branchId);
    if (!branch) throw new Error('no branch of table 1');
    const body = { archived: true, version: branch.version };
    const refused = await send(t, owner, 'PUT', archiveUrl(branch.id), body);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(BRANCH_HAS_OPEN_ORDERS_MESSAGE);
    expect((await switcher(owner)).map((b) => b.id)).toContain(branch.id);
    await t.db.update(orders).set({ status: 'COMPLETED' }).where(eq(orders.id, guest.orderId));
    const done = await send(t, owner, 'PUT', archiveUrl(branch.id), body);
    expect(done.statusCode, done.body).toBe(200);
  });
});

describe('who may manage branches', () => {
  it('refuses a manager with 403 and writes nothing', async () => {
    const manager = await signIn(t, 'manager');
    const before = await t.db.select().from(auditLog);
    for (const [method, url, payload] of [
      ['GET', BRANCH_ADMIN_ROUTES.branches, undefined],
      ['POST', BRANCH_ADMIN_ROUTES.branches, branchBody('sneaky')],
      ['PATCH', branchUrl(1), { ...branchBody('sneaky'), version: 1 }],
      ['PUT', archiveUrl(1), { archived: true, version: 1 }],
    ] as const) {
      const res = await send(t, manager, method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    expect(await t.db.select().from(auditLog)).toHaveLength(before.length);
  });

  it("answers another brand's branch with 404", async () => {
    const owner2 = await signIn(t, 'owner2');
    const res = await send(t, owner2, 'PATCH', branchUrl(1), {
      ...branchBody('stolen'),
      version: 1,
    });
    expect(res.statusCode).toBe(404);
    const archive = await send(t, owner2, 'PUT', archiveUrl(1), { archived: true, version: 1 });
    expect(archive.statusCode).toBe(404);
  });

  it('needs a session', async () => {
    const res = await send(t, {}, 'GET', BRANCH_ADMIN_ROUTES.branches);
    expect(res.statusCode).toBe(401);
  });
});

describe('bad input', () => {
  it.each([
    ['timeZone', { timeZone: 'Mars/Olympus' }],
    ['currency', { currency: 'XYZ' }],
    ['country', { country: 'ZZ' }],
    ['shortName', { shortName: 'Has Spaces' }],
    ['name', { name: '   ' }],
    ['termsText', { termsText: '' }],
  ])('is a 400 naming %s', async (field, change) => {
    const res = await send(t, owner, 'POST', BRANCH_ADMIN_ROUTES.branches, {
      ...branchBody('fresh'),
      ...change,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(new RegExp(`^${field}\\b`));
  });
});
