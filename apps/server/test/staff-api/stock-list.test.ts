import type { TMenuCategory, TMenuProduct } from '@tableside/shared/contract/menu';
import { buildPath, STAFF_ROUTES } from '@tableside/shared/contract/routes';
import type { TStaffMenuItem } from '@tableside/shared/contract/staff-console';
import { and, eq, inArray } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { branchMenuItems, menuItems } from '../../src/db/schema/index';
import { cardsOf, MENU_URL, productIdByName, tenantHeaders } from '../menu/menu-fixtures';
import { DEMO, useStaffApp } from '../staff-services/staff-fixture';
import { signIn } from './staff-api-fixture';

const t = useStaffApp();
let kitchen: Record<string, string>;
beforeAll(async () => {
  kitchen = await signIn(t, 'kitchen');
});

/** Peri Peri Fries comes Regular and Large; Alphonso Mango Sour is seeded out at branch 1. */
async function sizesOf(name: string) {
  const productId = await productIdByName(t.db, DEMO.tenantId, name);
  const rows = await t.db
    .select({ id: menuItems.id })
    .from(menuItems)
    .where(eq(menuItems.productId, productId))
    .orderBy(menuItems.sortOrder, menuItems.id);
  return rows.map((row) => row.id);
}

const setStock = async (
  menuItemIds: number[],
  isAvailable: boolean,
  branchId: number = DEMO.branchId,
) =>
  t.db
    .update(branchMenuItems)
    .set({ isAvailable })
    .where(
      and(eq(branchMenuItems.branchId, branchId), inArray(branchMenuItems.menuItemId, menuItemIds)),
    );

const stockOf = async (menuItemIds: number[], branchId: number = DEMO.branchId) => {
  const rows = await t.db
    .select({ isAvailable: branchMenuItems.isAvailable })
    .from(branchMenuItems)
    .where(
      and(eq(branchMenuItems.branchId, branchId), inArray(branchMenuItems.menuItemId, menuItemIds)),
    )
    .orderBy(branchMenuItems.menuItemId);
  return rows.map((row) => row.isAvailable);
};

afterEach(async () => {
  const fries = await sizesOf('Peri Peri Fries');
  await t.db
    .update(branchMenuItems)
    .set({ isAvailable: true })
    .where(inArray(branchMenuItems.menuItemId, fries));
});

async function stockList(branchId: number = DEMO.branchId): Promise<TStaffMenuItem[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: buildPath(STAFF_ROUTES.branchMenuItems, { branchId }),
    headers: kitchen,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function guestMenu(branchId: number): Promise<TMenuCategory[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: `${MENU_URL}?branchId=${branchId}`,
    headers: tenantHeaders(DEMO.tenantId),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** A guest menu card as the stock list shows it: its first size's price, id and stock. */
const asStockLine = (card: TMenuProduct, category: string): TStaffMenuItem => {
  const [first] = card.menuItems;
  if (!first) throw new Error(`${card.displayName} has no size`);
  return {
    menuItemMasterId: first.menuItemMasterId,
    name: card.displayName,
    category,
    foodType: card.foodType,
    image: card.productMaster.images[0]?.url ?? null,
    price: first.branchSettings.price,
    isAvailable: card.menuItems.every((size) => size.branchSettings.isAvailable),
  };
};

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);

describe('GET /v1/staff/branches/:branchId/menu-items', () => {
  it.each([DEMO.branchId, DEMO.otherBranchId])(
    'lists what the guest menu of branch %i shows, by category in menu order, then name',
    async (branchId) => {
      await setStock([(await sizesOf('Peri Peri Fries'))[1] ?? 0], false, branchId);
      const expected = (await guestMenu(branchId)).flatMap((category) =>
        cardsOf([category])
          .map((card) => asStockLine(card, category.categoryName))
          .sort(byName),
      );

      const list = await stockList(branchId);

      expect(list).toEqual(expected);
      expect(list.find((line) => line.name === 'Peri Peri Fries')).toMatchObject({
        isAvailable: false,
        price: 220,
      });
      const mangoSour = list.find((line) => line.name === 'Alphonso Mango Sour');
      expect(mangoSour?.isAvailable).toBe(branchId !== DEMO.branchId);
    },
  );

  it('puts every size of a product back in stock through its line, and out again', async () => {
    const fries = await sizesOf('Peri Peri Fries');
    await setStock([fries[1] ?? 0], false);
    const line = (await stockList()).find((l) => l.name === 'Peri Peri Fries');
    expect(line?.menuItemMasterId).toBe(fries[0]);

    const manager = await signIn(t, 'manager');
    const put = (available: boolean) =>
      t.app.inject({
        method: 'PUT',
        url: buildPath(STAFF_ROUTES.availability, {
          menuItemMasterId: line?.menuItemMasterId ?? 0,
        }),
        headers: manager,
        payload: { branchId: DEMO.branchId, available },
      });

    expect((await put(true)).statusCode).toBe(204);
    expect(await stockOf(fries)).toEqual([true, true]);
    expect((await stockList()).find((l) => l.name === 'Peri Peri Fries')?.isAvailable).toBe(true);
    expect((await put(false)).statusCode).toBe(204);
    expect(await stockOf(fries)).toEqual([false, false]);
    expect(await stockOf(fries, DEMO.otherBranchId)).toEqual([true, true]);
  });

  it("answers 404 for another brand's branch and 403 to a waiter", async () => {
    const other = await t.app.inject({
      method: 'GET',
      url: buildPath(STAFF_ROUTES.branchMenuItems, { branchId: DEMO.otherTenantBranchId }),
      headers: kitchen,
    });
    expect(other.statusCode).toBe(404);
    const waiter = await t.app.inject({
      method: 'GET',
      url: buildPath(STAFF_ROUTES.branchMenuItems, { branchId: DEMO.branchId }),
      headers: await signIn(t, 'waiter'),
    });
    expect(waiter.statusCode).toBe(403);
    expect(waiter.json().message).toBe('You are not allowed to change item availability');
  });
});
