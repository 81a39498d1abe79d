import type { TMenuCategory, TMenuProduct } from '@tableside/shared/contract/menu';
import { FOOD_FILTER_WIRE_VALUES, type FoodFilterWire } from '@tableside/shared/domain/enums';
import { matchesFoodFilter } from '@tableside/shared/domain/food-filter';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { branchMenuItems, menuItems, products } from '../../src/db/schema/index';
import { brewRoom, secondBrand } from '../../src/db/seed/demo-content/index';
import { useTestApp } from '../helpers/test-app';
import { cardsOf, demoProductsOf, MENU_URL, productIdByName, tenantHeaders } from './menu-fixtures';

const t = useTestApp();

const demo = demoProductsOf(brewRoom);

async function menu(query: string, tenantId = 1): Promise<TMenuCategory[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: `${MENU_URL}?${query}`,
    headers: tenantHeaders(tenantId),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** The card as the app's filter reads it; the server always sends a food type. */
function filterable(c: TMenuProduct) {
  if (c.foodType === null) throw new Error(`${c.displayName} has no food type`);
  return { ...c, foodType: c.foodType };
}

const names = (cards: TMenuProduct[]) => cards.map((c) => c.displayName);
const card = (cards: TMenuProduct[], name: string) => {
  const found = cards.find((c) => c.displayName === name);
  if (!found) throw new Error(`no card ${name}`);
  return found;
};

describe('GET menu-item-grouped-category: the whole menu', () => {
  it('lists every product of the brand once, in menu order, grouped as the seed declares', async () => {
    const categories = await menu('branchId=1');
    expect(names(cardsOf(categories))).toEqual(demo.map((p) => p.name));
    expect(categories.map((c) => c.categoryName)).toEqual(brewRoom.menu.map((c) => c.name));
    const smallPlates = categories[0];
    expect(smallPlates?.subCategories.map((s) => s.categoryName)).toEqual(['Veg', 'Non-Veg']);
    expect(smallPlates?.menuResponseDetails).toEqual([]);
    for (const sub of smallPlates?.subCategories ?? []) expect(sub.subCategories).toEqual([]);
  });

  it('prices every size from the branch in rupees, with the add-on limits of the catalogue', async () => {
    const cards = cardsOf(await menu('branchId=1'));
    for (const p of demo) {
      const c = card(cards, p.name);
      expect(c.tab, p.name).toBe(p.tab);
      expect(c.foodType, p.name).toBe(p.foodType);
      expect(c.isAlcoholic, p.name).toBe(p.alcoholic ?? false);
      expect(c.calories, p.name).toBe(p.calories ?? null);
      expect(c.tag.map((x) => x.name).sort(), p.name).toEqual([...new Set(p.tags ?? [])].sort());
      expect(c.productMaster.images, p.name).toEqual([{ url: `/media/menu/${p.image}.webp` }]);
      expect(
        c.menuItems.map((m) => [m.productVariant.size.size, m.branchSettings]),
        p.name,
      ).toEqual(
        p.sizes.map((s) => [
          s.size,
          {
            price: s.price,
            defaultPrice: s.defaultPrice ?? s.price,
            minModifiers: p.addOns?.min ?? 0,
            maxModifiers: p.addOns?.max ?? 0,
            isAvailable: !p.outOfStock,
          },
        ]),
      );
    }
  });

  it('shows STARTS AT data, struck prices and the Customisable note', async () => {
    const cards = cardsOf(await menu('branchId=1'));
    const fries = card(cards, 'Peri Peri Fries');
    expect(
      fries.menuItems.map((m) => [m.productVariant.size.size, m.branchSettings.price]),
    ).toEqual([
      ['Regular', 220],
      ['Large', 290],
    ]);
    const lamb = card(cards, 'Smoked Lamb Burger').menuItems[0]?.branchSettings;
    expect(lamb).toMatchObject({ price: 520, defaultPrice: 560 });
    expect(card(cards, 'Loaded Nachos').menuItems[0]?.branchSettings).toMatchObject({
      minModifiers: 2,
      maxModifiers: 2,
    });
    // Several sizes, add-ons, instructions: each alone makes a product customisable.
    expect(card(cards, 'Peri Peri Fries').isCustomisable).toBe(true);
    expect(card(cards, 'Masala Papad').isCustomisable).toBe(true);
    expect(card(cards, 'Matka Kulfi').isCustomisable).toBe(false);
  });

  it('lists out-of-stock products with isAvailable false instead of hiding them', async () => {
    const soldOut = demo.filter((p) => p.outOfStock);
    expect(soldOut.length).toBeGreaterThan(0);
    const atBranch1 = cardsOf(await menu('branchId=1'));
    const atBranch2 = cardsOf(await menu('branchId=2'));
    for (const p of soldOut) {
      expect(card(atBranch1, p.name).menuItems.every((m) => !m.branchSettings.isAvailable)).toBe(
        true,
      );
      expect(card(atBranch2, p.name).menuItems.every((m) => m.branchSettings.isAvailable)).toBe(
        true,
      );
    }
  });
});

describe('GET menu-item-grouped-category: food filters', () => {
  const allCards = async () => cardsOf(await menu('branchId=1'));
  const filtered = async (wire: FoodFilterWire, extra = '') =>
    cardsOf(await menu(`branchId=1&foodTypes=${wire}${extra}`));

  const expected: Record<FoodFilterWire, (p: (typeof demo)[number]) => boolean> = {
    VEGETARIAN: (p) => p.foodType === 'VEGETARIAN',
    NON_VEGETARIAN: (p) => p.foodType === 'NON_VEGETARIAN',
    EGGETARIAN: (p) => p.foodType === 'EGGETARIAN',
    ALCOHOL: (p) => p.tab === 'DRINK' && p.alcoholic === true,
    BEVERAGES: (p) => p.tab === 'DRINK' && !p.alcoholic,
  };

  it.each(FOOD_FILTER_WIRE_VALUES)(
    'foodTypes=%s keeps exactly what the seed says, and agrees with the app-side predicate',
    async (wire) => {
      const cards = await filtered(wire);
      const want = demo.filter(expected[wire]).map((p) => p.name);
      expect(want.length).toBeGreaterThan(0);
      expect(names(cards)).toEqual(want);
      const everything = await allCards();
      expect(names(cards)).toEqual(
        names(everything.filter((c) => matchesFoodFilter(filterable(c), wire))),
      );
    },
  );

  it('keeps the groups apart: ALCOHOL never returns food, VEGETARIAN never chicken', async () => {
    const [veg, nonVeg, egg, alcohol, beverages] = await Promise.all(
      (['VEGETARIAN', 'NON_VEGETARIAN', 'EGGETARIAN', 'ALCOHOL', 'BEVERAGES'] as const).map((w) =>
        filtered(w),
      ),
    );
    expect(alcohol?.every((c) => c.tab === 'DRINK' && c.isAlcoholic)).toBe(true);
    expect(beverages?.every((c) => c.tab === 'DRINK' && !c.isAlcoholic)).toBe(true);
    const nonVegWords = /chicken|mutton|lamb|fish|prawn|pandi|bacon|keema|pepperoni|egg/i;
    expect(names(veg ?? []).filter((n) => nonVegWords.test(n))).toEqual([]);
    expect(names(nonVeg ?? [])).toContain('Chicken 65');
    expect(names(egg ?? [])).toContain('Masala Omelette');

    const ids = (cards: TMenuProduct[] = []) => new Set(cards.map((c) => c.productMaster.id));
    const overlap = (a: Set<number>, b: Set<number>) => [...a].filter((id) => b.has(id));
    expect(overlap(ids(alcohol), ids(beverages))).toEqual([]);
    const diets = [ids(veg), ids(nonVeg), ids(egg)];
    expect(overlap(diets[0] ?? new Set(), diets[1] ?? new Set())).toEqual([]);
    expect(overlap(diets[1] ?? new Set(), diets[2] ?? new Set())).toEqual([]);
    expect(diets.reduce((n, s) => n + s.size, 0)).toBe(demo.length);
  });

  it('narrows to one tab, alone or with a filter', async () => {
    const smoke = cardsOf(await menu('branchId=1&tab=SMOKE'));
    expect(names(smoke)).toEqual(demo.filter((p) => p.tab === 'SMOKE').map((p) => p.name));
    const vegEat = await filtered('VEGETARIAN', '&tab=EAT');
    expect(vegEat.length).toBeGreaterThan(0);
    expect(vegEat.every((c) => c.tab === 'EAT' && c.foodType === 'VEGETARIAN')).toBe(true);
    expect(cardsOf(await menu('branchId=1&foodTypes=ALCOHOL&tab=EAT'))).toEqual([]);
  });

  it('drops categories the filter empties', async () => {
    const categories = await menu('branchId=1&foodTypes=ALCOHOL');
    const withAlcohol = new Set(demo.filter(expected.ALCOHOL).map((p) => p.topLevelCategory));
    expect(categories.map((c) => c.categoryName)).toEqual([...withAlcohol]);
    expect(categories.map((c) => c.categoryName)).not.toContain('Mocktails');
  });
});

describe('GET menu-item-grouped-category: the branch decides price and presence', () => {
  it("answers this branch's price and leaves out what the branch does not sell", async () => {
    const [lassi, dal] = await Promise.all([
      productIdByName(t.db, 1, 'Mango Lassi'),
      productIdByName(t.db, 1, 'Dal Bukhara'),
    ]);
    const sizesOf = async (productId: number) =>
      (await t.db.select().from(menuItems).where(eq(menuItems.productId, productId))).map(
        (m) => m.id,
      );
    await t.db
      .update(branchMenuItems)
      .set({ priceMinor: 12_345 })
      .where(
        and(
          eq(branchMenuItems.branchId, 2),
          inArray(branchMenuItems.menuItemId, await sizesOf(lassi)),
        ),
      );
    await t.db
      .delete(branchMenuItems)
      .where(
        and(
          eq(branchMenuItems.branchId, 2),
          inArray(branchMenuItems.menuItemId, await sizesOf(dal)),
        ),
      );

    const branch2 = cardsOf(await menu('branchId=2'));
    expect(card(branch2, 'Mango Lassi').menuItems[0]?.branchSettings.price).toBe(123.45);
    expect(names(branch2)).not.toContain('Dal Bukhara');
    const branch1 = cardsOf(await menu('branchId=1'));
    expect(card(branch1, 'Mango Lassi').menuItems[0]?.branchSettings.price).not.toBe(123.45);
    expect(names(branch1)).toContain('Dal Bukhara');
  });
});

describe('GET menu-item-grouped-category: tenants and bad input', () => {
  it("answers brand 2's branch with brand 2's menu only", async () => {
    const cards = cardsOf(await menu('branchId=3', 2));
    expect(names(cards)).toEqual(demoProductsOf(secondBrand).map((p) => p.name));
    const brand2Ids = (
      await t.db.select({ id: products.id }).from(products).where(eq(products.tenantId, 2))
    ).map((r) => r.id);
    const brand1Cards = cardsOf(await menu('branchId=1'));
    expect(brand1Cards.filter((c) => brand2Ids.includes(c.productMaster.id))).toEqual([]);
  });

  it.each([
    ['branchId=3', '1', 403],
    ['branchId=1', '2', 403],
    ['branchId=4242', '1', 404],
  ])('?%s with X-Tenant %s -> %i', async (query, tenant, status) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${MENU_URL}?${query}`,
      headers: { 'x-tenant': tenant },
    });
    expect(res.statusCode).toBe(status);
    expect(res.json().statusCode).toBe(status);
  });

  it.each([
    ['branchId=abc', { 'x-tenant': '1' }, 'branchId'],
    ['', { 'x-tenant': '1' }, 'branchId'],
    ['branchId=1&foodTypes=VEGAN', { 'x-tenant': '1' }, 'foodTypes'],
    ['branchId=1&foodTypes=ALCOHOLIC', { 'x-tenant': '1' }, 'foodTypes'],
    ['branchId=1&foodTypes=VEGETARIAN&foodTypes=ALCOHOL', { 'x-tenant': '1' }, 'foodTypes'],
    ['branchId=1&tab=DESSERT', { 'x-tenant': '1' }, 'tab'],
    ['branchId=1', {}, 'x-tenant'],
    ['branchId=1', { 'x-tenant': 'brewroom' }, 'x-tenant'],
  ])('?%s %j -> 400 naming %s', async (query, headers, field) => {
    const res = await t.app.inject({ method: 'GET', url: `${MENU_URL}?${query}`, headers });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'Bad Request', statusCode: 400 });
    expect(res.json().message).toMatch(new RegExp(`^${field}\\b`));
  });
});
