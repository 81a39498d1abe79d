// The guest's side of the editor's promotions: what For You shows and what a promotion opens.
import { CATALOGUE_ROUTES } from '@tableside/shared/contract/catalogue-extras';
import type { TMenuProduct } from '@tableside/shared/contract/menu';
import type { TPromotionGroup } from '@tableside/shared/contract/promotions';
import type {
  TAdminPromotion,
  TAdminPromotionGroup,
} from '@tableside/shared/contract/promotions-admin';
import { buildPath } from '@tableside/shared/contract/routes';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { branchMenuItems, menuItems, products } from '../../src/db/schema/index';
import { useTestApp } from '../helpers/test-app';
import { KEYWORDS_URL, PROMOTIONS_URL, tenantHeaders } from '../menu/menu-fixtures';
import { signIn } from '../staff-api/staff-api-fixture';
import {
  BRANCH,
  caller,
  categoryIdOf,
  path,
  productIdsOf,
  promotionBody,
} from './promotions-fixture';

const t = useTestApp();
const call = caller(t);
let manager: Record<string, string>;
let group: TAdminPromotionGroup;

// Windows are judged on the database's clock (as menu availability is), so they are set
// around the real time, not the test app's manual clock.
const hoursFromNow = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();

beforeAll(async () => {
  manager = await signIn(t, 'manager');
  const res = await call('POST', path('groups'), manager, {
    mainHeader: 'Guest rules',
    containerSize: 'FULL_WIDTH',
  });
  group = res.json();
});

async function promote(more: Record<string, unknown>): Promise<TAdminPromotion> {
  const res = await call('POST', path('promotions', { groupId: group.id }), manager, {
    ...promotionBody(),
    ...more,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function shownIds(): Promise<number[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: `${PROMOTIONS_URL}?page=0&size=100&filters=branches.id:${BRANCH}`,
    headers: tenantHeaders(1),
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as TPromotionGroup[]).flatMap((g) => g.promotions.map((p) => p.id));
}

const promoItems = (promotionId: number) =>
  t.app.inject({
    method: 'GET',
    url: `${KEYWORDS_URL}?branchId=${BRANCH}&keywords=PROMO-${promotionId}`,
    headers: tenantHeaders(1),
  });

describe('For You shows a promotion only inside its window and while live', () => {
  it('hides a promotion before its start and after its end, shows it in between', async () => {
    const [item] = await productIdsOf(t.db, 1, 1);
    const future = await promote({
      title: 'Soon',
      activeFrom: hoursFromNow(1),
      productIds: [item],
    });
    const past = await promote({
      title: 'Over',
      activeFrom: hoursFromNow(-3),
      activeTo: hoursFromNow(-1),
      productIds: [item],
    });
    const now = await promote({
      title: 'Now',
      activeFrom: hoursFromNow(-1),
      activeTo: hoursFromNow(1),
      productIds: [item],
    });
    const shown = await shownIds();
    expect(shown).toContain(now.id);
    expect(shown).not.toContain(future.id);
    expect(shown).not.toContain(past.id);
    expect((await promoItems(future.id)).statusCode).toBe(404);
    expect((await promoItems(past.id)).statusCode).toBe(404);
    expect((await promoItems(now.id)).statusCode).toBe(200);
  });

  it('hides an inactive or deleted promotion, and every promotion of an archived group', async () => {
    const inactive = await promote({ title: 'Paused', active: false });
    const deleted = await promote({ title: 'Gone' });
    await call(
      'PUT',
      path('promotionArchive', { groupId: group.id, promotionId: deleted.id }),
      manager,
      {
        archived: true,
        version: 1,
      },
    );
    const live = await promote({ title: 'Live' });
    const shown = await shownIds();
    expect(shown).not.toContain(inactive.id);
    expect(shown).not.toContain(deleted.id);
    expect(shown).toContain(live.id);

    const fresh = (await call('GET', path('groups'), manager)).json()
      .groups as TAdminPromotionGroup[];
    const version = fresh.find((g) => g.id === group.id)?.version ?? 1;
    await call('PUT', path('groupArchive', { groupId: group.id }), manager, {
      archived: true,
      version,
    });
    expect(await shownIds()).not.toContain(live.id);
    expect((await promoItems(live.id)).statusCode).toBe(404);
    await call('PUT', path('groupArchive', { groupId: group.id }), manager, {
      archived: false,
      version: version + 1,
    });
    expect(await shownIds()).toContain(live.id);
  });
});

describe('what a promotion opens', () => {
  it('opens the linked category: its items, with items marked', async () => {
    const categoryId = await categoryIdOf(t.db, 1);
    const promo = await promote({ title: 'Whole category', linkCategoryId: categoryId });
    const res = await promoItems(promo.id);
    expect(res.statusCode, res.body).toBe(200);
    const ids = (res.json() as TMenuProduct[]).map((p) => p.productMaster.id);
    const inCategory = await t.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.categoryId, categoryId), isNull(products.archivedAt)));
    expect(ids.length).toBeGreaterThan(0);
    for (const { id } of inCategory) expect(ids).toContain(id);
  });

  it('leaves archived items off the promotion page', async () => {
    const [a, b] = await productIdsOf(t.db, 1, 2);
    if (!a || !b) throw new Error('demo has fewer than 2 items');
    const promo = await promote({ title: 'Pair', productIds: [a, b] });
    await t.db.update(products).set({ archivedAt: new Date() }).where(eq(products.id, b));
    try {
      const ids = ((await promoItems(promo.id)).json() as TMenuProduct[]).map(
        (p) => p.productMaster.id,
      );
      expect(ids).toEqual([a]);
    } finally {
      await t.db.update(products).set({ archivedAt: null }).where(eq(products.id, b));
    }
  });

  it("shows STARTS AT as the item's lowest price at the branch, right after a price change", async () => {
    // An item of several sizes, priced at branch 1.
    const [multi] = await t.db
      .select({ productId: menuItems.productId })
      .from(menuItems)
      .innerJoin(branchMenuItems, eq(branchMenuItems.menuItemId, menuItems.id))
      .where(and(eq(branchMenuItems.branchId, BRANCH), eq(menuItems.tenantId, 1)))
      .groupBy(menuItems.productId)
      .having(sql`count(*) > 1`)
      .orderBy(asc(menuItems.productId))
      .limit(1);
    if (!multi) throw new Error('demo has no item of several sizes');
    const promo = await promote({ title: 'Sizes', productIds: [multi.productId] });
    const lowest = async () => {
      const [card] = (await promoItems(promo.id)).json() as TMenuProduct[];
      return Math.min(...(card?.menuItems ?? []).map((s) => s.branchSettings.price));
    };
    const before = await lowest();
    const sizes = await t.db
      .select({ menuItemId: branchMenuItems.menuItemId })
      .from(branchMenuItems)
      .innerJoin(menuItems, eq(menuItems.id, branchMenuItems.menuItemId))
      .where(and(eq(branchMenuItems.branchId, BRANCH), eq(menuItems.productId, multi.productId)))
      .orderBy(asc(branchMenuItems.priceMinor));
    const dearest = sizes.at(-1);
    if (!dearest) throw new Error('no sizes');
    // The manager makes the dearest size the cheapest (the catalogue's price route): STARTS AT
    // follows at once, as nothing stored it.
    const priced = await call(
      'PUT',
      buildPath(CATALOGUE_ROUTES.sizeBranch, { branchId: BRANCH, menuItemId: dearest.menuItemId }),
      manager,
      { price: 1 },
    );
    expect(priced.statusCode, priced.body).toBe(200);
    expect(await lowest()).toBe(1);
    expect(before).toBeGreaterThan(1);
    const editor = (await call('GET', path('groups'), manager)).json();
    const choice = editor.items.find((i: { id: number }) => i.id === multi.productId);
    expect(choice.startsAt).toBe(1);
  });
});
