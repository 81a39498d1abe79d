import type { TPromotionGroup } from '@tableside/shared/contract/promotions';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { promotionGroups, promotions } from '../../src/db/schema/index';
import { brewRoom, secondBrand } from '../../src/db/seed/demo-content/index';
import { useTestApp } from '../helpers/test-app';
import { KEYWORDS_URL, PROMOTIONS_URL, tenantHeaders } from './menu-fixtures';

const t = useTestApp();

const getPromotions = (query: string, tenantId = 1) =>
  t.app.inject({
    method: 'GET',
    url: `${PROMOTIONS_URL}?${query}`,
    headers: tenantHeaders(tenantId),
  });

async function groupsOf(branchId: number, tenantId = 1, paging = 'page=0&size=100') {
  const res = await getPromotions(`${paging}&filters=branches.id:${branchId}`, tenantId);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: TPromotionGroup[] }).data;
}

const getItems = (branchId: number | string, keywords: string, tenantId = 1) =>
  t.app.inject({
    method: 'GET',
    url: `${KEYWORDS_URL}?branchId=${branchId}&keywords=${keywords}`,
    headers: tenantHeaders(tenantId),
  });

/** The id of a promotion shown at a branch, by its name. */
async function promotionId(branchId: number, name: string): Promise<number> {
  const [row] = await t.db
    .select({ id: promotions.id })
    .from(promotions)
    .innerJoin(promotionGroups, eq(promotionGroups.id, promotions.groupId))
    .where(and(eq(promotionGroups.branchId, branchId), eq(promotions.name, name)));
  if (!row) throw new Error(`no promotion ${name} at branch ${branchId}`);
  return row.id;
}

describe('GET groupedPromotion/public/all', () => {
  it("answers the demo branch's groups and promotions, in the seed's order", async () => {
    const groups = await groupsOf(1);
    expect(groups.map((g) => [g.mainHeader, g.subHeader, g.containerSize])).toEqual(
      brewRoom.promotions.map((g) => [g.mainHeader, g.subHeader, g.containerSize]),
    );
    expect(groups.map((g) => g.promotions.map((p) => p.title))).toEqual(
      brewRoom.promotions.map((g) => g.promotions.map((p) => p.title)),
    );
    const first = groups[0]?.promotions[0];
    expect(first).toMatchObject({
      name: 'Happy Hour Pints',
      active: true,
      deleteStatus: false,
      sequence: 1,
      link: null,
      url: '/media/promo/happy-hour-pints.svg',
      productMapped: true,
      mainBanner: { url: '/media/promo/happy-hour-pints.svg' },
    });
  });

  it('sorts groups and promotions by sequence and hides inactive and deleted promotions', async () => {
    // Branch 2 has its own copy of the groups; reshuffle it.
    const [happy, chef] = await Promise.all(
      ['Happy Hours', 'Chef Recommends'].map(async (header) => {
        const [g] = await t.db
          .select()
          .from(promotionGroups)
          .where(and(eq(promotionGroups.branchId, 2), eq(promotionGroups.mainHeader, header)));
        if (!g) throw new Error(header);
        return g;
      }),
    );
    await t.db
      .update(promotionGroups)
      .set({ sequence: 9 })
      .where(eq(promotionGroups.id, happy?.id ?? 0));
    const reseq: [string, number][] = [
      ['Ghee Roast Season', 30],
      ['Biryani Sundays', 10],
      ['All Day Breakfast', 20],
    ];
    for (const [name, sequence] of reseq) {
      await t.db
        .update(promotions)
        .set({ sequence })
        .where(eq(promotions.id, await promotionId(2, name)));
    }
    await t.db
      .update(promotions)
      .set({ active: false })
      .where(eq(promotions.id, await promotionId(2, 'Cocktail Hour')));
    await t.db
      .update(promotions)
      .set({ deleteStatus: true })
      .where(eq(promotions.id, await promotionId(2, 'Bar Bites')));

    const groups = await groupsOf(2);
    expect(groups.map((g) => g.id)).toEqual([chef?.id, happy?.id]);
    expect(groups[0]?.promotions.map((p) => [p.name, p.sequence])).toEqual([
      ['Biryani Sundays', 10],
      ['All Day Breakfast', 20],
      ['Ghee Roast Season', 30],
    ]);
    expect(groups[1]?.promotions.map((p) => p.name)).toEqual(['Happy Hour Pints', 'Whisky Hour']);
    // Branch 1 is untouched by branch 2's changes.
    expect((await groupsOf(1))[0]?.promotions).toHaveLength(4);
  });

  it('pages the groups', async () => {
    const all = await groupsOf(1);
    expect((await groupsOf(1, 1, 'page=0&size=1')).map((g) => g.id)).toEqual([all[0]?.id]);
    expect((await groupsOf(1, 1, 'page=1&size=1')).map((g) => g.id)).toEqual([all[1]?.id]);
    expect(await groupsOf(1, 1, 'page=2&size=1')).toEqual([]);
    expect(await groupsOf(1, 1, '')).toEqual(all);
  });

  it("keeps tenants apart: brand 2's branch shows brand 2's promotions only", async () => {
    const groups = await groupsOf(3, 2);
    expect(groups.map((g) => g.mainHeader)).toEqual(
      secondBrand.promotions.map((g) => g.mainHeader),
    );
    expect((await getPromotions('filters=branches.id:3', 1)).statusCode).toBe(403);
    expect((await getPromotions('filters=branches.id:1', 2)).statusCode).toBe(403);
    expect((await getPromotions('filters=branches.id:4242', 1)).statusCode).toBe(404);
  });

  it.each([
    ['filters=branches.id:x', 'filters'],
    ['filters=branch.id:1', 'filters'],
    ['', 'filters'],
    ['filters=branches.id:1&size=1000', 'size'],
    ['filters=branches.id:1&size=0', 'size'],
    ['filters=branches.id:1&page=-1', 'page'],
    ['filters=branches.id:1&page=abc', 'page'],
  ])('?%s -> 400 naming %s', async (query, field) => {
    const res = await getPromotions(query);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(new RegExp(`^${field}\\b`));
  });

  it('requires X-Tenant', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${PROMOTIONS_URL}?filters=branches.id:1`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^x-tenant\b/);
  });
});

describe('GET items-with-keywords (PROMO-{id})', () => {
  it("answers the promotion's items as menu cards, in the promotion's order", async () => {
    const id = await promotionId(1, 'Happy Hour Pints');
    const res = await getItems(1, `PROMO-${id}`);
    expect(res.statusCode, res.body).toBe(200);
    const cards = res.json() as { displayName: string; menuItems: unknown[] }[];
    expect(cards.map((c) => c.displayName)).toEqual([
      'Indiranagar Lager',
      'Koramangala Wit',
      'Silk Board IPA',
      'Monsoon Stout',
      'Cubbon Hefeweizen',
    ]);
    expect(cards[0]).toMatchObject({ tab: 'DRINK', isAlcoholic: true, isCustomisable: true });
    expect(cards[0]?.menuItems).toHaveLength(3);
  });

  it('answers 404 for a promotion of another branch, another tenant, or not shown', async () => {
    const atBranch2 = await promotionId(2, 'Happy Hour Pints');
    const ofBrand2 = await promotionId(3, 'Chai & Samosa');
    const hidden = await promotionId(1, 'Whisky Hour');
    await t.db.update(promotions).set({ active: false }).where(eq(promotions.id, hidden));
    for (const id of [atBranch2, ofBrand2, hidden, 999_999]) {
      const res = await getItems(1, `PROMO-${id}`);
      expect(res.statusCode, String(id)).toBe(404);
      expect(res.json().message).toBe('Promotion not found');
    }
    expect((await getItems(3, `PROMO-${ofBrand2}`, 2)).statusCode).toBe(200);
    expect((await getItems(3, `PROMO-${ofBrand2}`, 1)).statusCode).toBe(403);
  });

  it.each([
    ['PROMO-x', 'keywords'],
    ['PROMO-0', 'keywords'],
    ['pizza', 'keywords'],
    ['', 'keywords'],
  ])('keywords=%s -> 400 naming %s', async (keywords, field) => {
    const res = await getItems(1, keywords);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(new RegExp(`^${field}\\b`));
  });
});
