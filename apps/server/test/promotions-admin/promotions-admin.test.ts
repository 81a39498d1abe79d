import type {
  TAdminPromotion,
  TAdminPromotionGroup,
  TPromotionsAdminResponse,
} from '@tableside/shared/contract/promotions-admin';
import { desc, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/db/schema/index';
import { useTestApp } from '../helpers/test-app';
import { signIn } from '../staff-api/staff-api-fixture';
import {
  BRANCH,
  caller,
  categoryIdOf,
  OTHER_BRANCH,
  OTHER_BRAND_BRANCH,
  path,
  productIdsOf,
  promotionBody,
} from './promotions-fixture';

const t = useTestApp();
const call = caller(t);
let manager: Record<string, string>;
let owner: Record<string, string>;
let waiter: Record<string, string>;

beforeAll(async () => {
  manager = await signIn(t, 'manager');
  owner = await signIn(t, 'owner');
  waiter = await signIn(t, 'waiter');
});

async function list(branchId = BRANCH): Promise<TPromotionsAdminResponse> {
  const res = await call('GET', path('groups', { branchId }), manager);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function newGroup(mainHeader = 'Tonight'): Promise<TAdminPromotionGroup> {
  const res = await call('POST', path('groups'), manager, {
    mainHeader,
    subHeader: 'Only at the bar',
    containerSize: 'FULL_WIDTH',
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function newPromotion(groupId: number, more: Record<string, unknown> = {}) {
  const res = await call('POST', path('promotions', { groupId }), manager, promotionBody(more));
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TAdminPromotion;
}

const lastAudit = async (action: string) => {
  const [row] = await t.db
    .select()
    .from(auditLog)
    .where(like(auditLog.action, action))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row;
};

describe('promotion groups', () => {
  it('creates a group at the end, lists it with the seeded ones and audits it', async () => {
    const before = await list();
    const group = await newGroup();
    expect(group).toMatchObject({ mainHeader: 'Tonight', archived: false, version: 1 });
    const after = await list();
    expect(after.groups.map((g) => g.id)).toEqual([...before.groups.map((g) => g.id), group.id]);
    expect(after.items.length).toBeGreaterThan(10);
    expect(after.items.every((i) => i.startsAt === null || i.startsAt >= 0)).toBe(true);
    const audit = await lastAudit('promotionGroup.create');
    expect(audit?.detail).toMatchObject({ before: null, after: { mainHeader: 'Tonight' } });
  });

  it('updates headers with the version it read, then refuses the stale version with the current group', async () => {
    const group = await newGroup('Weekend');
    const body = { mainHeader: 'Weekend brunch', subHeader: '', containerSize: 'TWO_BY_TWO' };
    const ok = await call('PUT', path('group', { groupId: group.id }), manager, {
      ...body,
      version: 1,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ mainHeader: 'Weekend brunch', version: 2 });
    const stale = await call('PUT', path('group', { groupId: group.id }), owner, {
      ...body,
      mainHeader: 'Lost edit',
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().current).toMatchObject({ mainHeader: 'Weekend brunch', version: 2 });
    const audit = await lastAudit('promotionGroup.update');
    expect(audit?.detail).toMatchObject({
      before: { mainHeader: 'Weekend' },
      after: { mainHeader: 'Weekend brunch' },
    });
  });

  it('archives and restores a group, flagged in the list', async () => {
    const group = await newGroup('Seasonal');
    const archived = await call('PUT', path('groupArchive', { groupId: group.id }), manager, {
      archived: true,
      version: 1,
    });
    expect(archived.json()).toMatchObject({ archived: true, version: 2 });
    expect((await list()).groups.find((g) => g.id === group.id)?.archived).toBe(true);
    const restored = await call('PUT', path('groupArchive', { groupId: group.id }), manager, {
      archived: false,
      version: 2,
    });
    expect(restored.json()).toMatchObject({ archived: false, version: 3 });
  });

  it('reorders groups, and refuses an order that leaves one out', async () => {
    const ids = (await list()).groups.map((g) => g.id);
    const reversed = [...ids].reverse();
    const res = await call('PUT', path('groupOrder'), manager, { orderedIds: reversed });
    expect(res.statusCode, res.body).toBe(204);
    expect((await list()).groups.map((g) => g.id)).toEqual(reversed);
    const partial = await call('PUT', path('groupOrder'), manager, {
      orderedIds: reversed.slice(1),
    });
    expect(partial.statusCode).toBe(409);
  });

  it.each([
    [{ mainHeader: '', containerSize: 'FULL_WIDTH' }, 'mainHeader'],
    [{ mainHeader: 'x'.repeat(81), containerSize: 'FULL_WIDTH' }, 'mainHeader'],
    [{ mainHeader: 'A', subHeader: 'bad\u0007', containerSize: 'FULL_WIDTH' }, 'subHeader'],
    [{ mainHeader: 'A', containerSize: 'THREE_BY_ONE' }, 'containerSize'],
  ])('answers 400 naming the field for %j', async (body, field) => {
    const res = await call('POST', path('groups'), manager, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(new RegExp(`^${field}`));
  });
});

describe('promotions', () => {
  it('creates a promotion linking ordered items, lists and audits it', async () => {
    const group = await newGroup();
    const [a, b, c] = await productIdsOf(t.db, 1, 3);
    const promo = await newPromotion(group.id, {
      productIds: [c, a, b],
      activeFrom: '2026-03-01T00:00:00Z',
      activeTo: '2026-04-01T00:00:00Z',
    });
    expect(promo).toMatchObject({
      title: 'Happy hour',
      name: 'Happy hour',
      productIds: [c, a, b],
      active: true,
      archived: false,
      activeFrom: '2026-03-01T00:00:00.000Z',
      version: 1,
    });
    const listed = (await list()).groups.find((g) => g.id === group.id);
    expect(listed?.promotions.map((p) => p.id)).toEqual([promo.id]);
    expect((await lastAudit('promotion.create'))?.detail).toMatchObject({
      after: { productIds: [c, a, b] },
    });
  });

  it('updates, deletes and restores a promotion; a stale save gets 409 with the current one', async () => {
    const group = await newGroup();
    const categoryId = await categoryIdOf(t.db, 1);
    const promo = await newPromotion(group.id);
    const url = path('promotion', { groupId: group.id, promotionId: promo.id });
    const saved = await call('PUT', url, manager, {
      ...promotionBody({ title: 'Late bites', linkCategoryId: categoryId }),
      version: 1,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ title: 'Late bites', linkCategoryId: categoryId });
    const stale = await call('PUT', url, owner, { ...promotionBody(), version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().current).toMatchObject({ title: 'Late bites', version: 2 });
    const archiveUrl = path('promotionArchive', { groupId: group.id, promotionId: promo.id });
    const deleted = await call('PUT', archiveUrl, manager, { archived: true, version: 2 });
    expect(deleted.json()).toMatchObject({ archived: true, version: 3 });
    const audit = await lastAudit('promotion.archive');
    expect(audit?.detail).toMatchObject({ before: { archived: false }, after: { archived: true } });
    const restored = await call('PUT', archiveUrl, manager, { archived: false, version: 3 });
    expect(restored.json()).toMatchObject({ archived: false, version: 4 });
  });

  it('reorders the promotions of a group', async () => {
    const group = await newGroup();
    const one = await newPromotion(group.id, { title: 'One' });
    const two = await newPromotion(group.id, { title: 'Two' });
    const res = await call('PUT', path('promotionOrder', { groupId: group.id }), manager, {
      orderedIds: [two.id, one.id],
    });
    expect(res.statusCode, res.body).toBe(204);
    const listed = (await list()).groups.find((g) => g.id === group.id);
    expect(listed?.promotions.map((p) => p.title)).toEqual(['Two', 'One']);
  });

  it.each([
    [{ title: '' }, 'title'],
    [{ bannerUrl: 'javascript:alert(1)' }, 'bannerUrl'],
    [{ description: 'x'.repeat(601) }, 'description'],
    [{ link: 'ftp://x' }, 'link'],
    [{ activeFrom: 'tomorrow' }, 'activeFrom'],
    [{ activeFrom: '2026-04-01T00:00:00Z', activeTo: '2026-03-01T00:00:00Z' }, 'activeTo'],
    [{ activeFrom: '2026-04-01T00:00:00Z', activeTo: '2026-04-01T00:00:00Z' }, 'activeTo'],
    [{ productIds: [1, 1] }, 'productIds'],
    [{ productIds: [1], linkCategoryId: 1 }, 'linkCategoryId'],
  ])('answers 400 naming the field for %j', async (more, field) => {
    const group = await newGroup();
    const res = await call('POST', path('promotions', { groupId: group.id }), manager, {
      ...promotionBody(),
      ...more,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toMatch(new RegExp(`^${field}`));
  });

  it("answers 404 for another brand's item or category, writing nothing", async () => {
    const group = await newGroup();
    const [foreign] = await productIdsOf(t.db, 2, 1);
    const foreignCategory = await categoryIdOf(t.db, 2);
    const url = path('promotions', { groupId: group.id });
    const item = await call('POST', url, manager, promotionBody({ productIds: [foreign] }));
    expect(item.statusCode).toBe(404);
    const category = await call('POST', url, manager, {
      ...promotionBody({ linkCategoryId: foreignCategory }),
    });
    expect(category.statusCode).toBe(404);
    expect((await list()).groups.find((g) => g.id === group.id)?.promotions).toEqual([]);
  });
});

describe('who may edit', () => {
  it('refuses a waiter with 403 and changes nothing', async () => {
    const before = await list();
    const read = await call('GET', path('groups'), waiter);
    expect(read.statusCode).toBe(403);
    const write = await call('POST', path('groups'), waiter, {
      mainHeader: 'Nope',
      containerSize: 'FULL_WIDTH',
    });
    expect(write.statusCode).toBe(403);
    expect((await list()).groups).toHaveLength(before.groups.length);
  });

  it('answers 401 without a session', async () => {
    expect((await call('GET', path('groups'), {})).statusCode).toBe(401);
  });

  it("answers 404 for another brand's branch, and for a group of another branch", async () => {
    const foreign = await call('GET', path('groups', { branchId: OTHER_BRAND_BRANCH }), owner);
    expect(foreign.statusCode).toBe(404);
    const [otherGroup] = (await list(OTHER_BRANCH)).groups;
    if (!otherGroup) throw new Error('branch 2 has no promotion group');
    const crossed = await call('PUT', path('group', { groupId: otherGroup.id }), manager, {
      mainHeader: 'Crossed',
      containerSize: 'FULL_WIDTH',
      version: otherGroup.version,
    });
    expect(crossed.statusCode).toBe(404);
    const crossedPromo = await call(
      'POST',
      path('promotions', { groupId: otherGroup.id }),
      manager,
      promotionBody(),
    );
    expect(crossedPromo.statusCode).toBe(404);
    const row = (await list(OTHER_BRANCH)).groups.find((g) => g.id === otherGroup.id);
    expect(row?.mainHeader).toBe(otherGroup.mainHeader);
  });

  it('tells browsing guests to refetch without the price toast', async () => {
    t.events.length = 0;
    await newGroup('Live');
    expect(t.events).toContainEqual(
      expect.objectContaining({
        event: 'updatePrice',
        payload: { branchId: BRANCH, reason: 'menu' },
      }),
    );
  });
});
