import type { TCustomization } from '@tableside/shared/contract/customization';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { branchMenuItems, menuItems, modifiers } from '../../src/db/schema/index';
import { useTestApp } from '../helpers/test-app';
import { CUSTOMIZATION_URL, productIdByName, tenantHeaders } from './menu-fixtures';

const t = useTestApp();

const fetchCustomization = (
  productMasterId: number | string,
  branchId: number | string,
  tenantId = 1,
) =>
  t.app.inject({
    method: 'GET',
    url: `${CUSTOMIZATION_URL}?productMasterId=${productMasterId}&branchId=${branchId}`,
    headers: tenantHeaders(tenantId),
  });

async function customization(name: string, branchId = 1): Promise<TCustomization> {
  const res = await fetchCustomization(await productIdByName(t.db, 1, name), branchId);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function sizeIdsOf(name: string): Promise<number[]> {
  const productId = await productIdByName(t.db, 1, name);
  const rows = await t.db.select().from(menuItems).where(eq(menuItems.productId, productId));
  return rows.map((r) => r.id);
}

describe('GET getCustomizationResponseForProductMaster', () => {
  it("answers the modal's data: sizes, instructions, recommendations, calories, tags", async () => {
    const papad = await customization('Masala Papad');
    const lagerSizes = await sizeIdsOf('Indiranagar Lager');
    expect(papad).toMatchObject({
      displayName: 'Masala Papad',
      foodType: 'VEGETARIAN',
      productMaster: { itemName: 'Masala Papad', images: [{ url: '/media/menu/flatbread.webp' }] },
      calories: 180,
      tag: [{ name: 'Jain option' }],
      modifiers: [],
    });
    expect(papad.description).toMatch(/^Roasted urad papad/);
    expect(papad.menuItems.map((m) => m.branchSettings.price)).toEqual([160]);
    expect(papad.instructions.map((i) => i.text)).toEqual(['No onion no garlic', 'Less spicy']);
    expect(papad.recommendations).toEqual([
      {
        id: (await sizeIdsOf('Masala Peanut Chaat'))[0],
        displayName: 'Masala Peanut Chaat',
        servingSize: 'Regular',
        price: 220,
        productMasterId: await productIdByName(t.db, 1, 'Masala Peanut Chaat'),
        image: '/media/menu/peanuts.webp',
      },
      {
        // The first size of the lager, so one tap adds a 330 ml.
        id: lagerSizes[0],
        displayName: 'Indiranagar Lager',
        servingSize: '330 ml',
        price: 290,
        productMasterId: await productIdByName(t.db, 1, 'Indiranagar Lager'),
        image: '/media/menu/beer-mug.webp',
      },
    ]);
  });

  it('offers add-ons in order with prices, limits on every size, and auto-select', async () => {
    const tikka = await customization('Achari Paneer Tikka');
    expect(
      tikka.modifiers.map((m) => [m.modifier.itemName, m.price, m.autoSelect, m.modifierQuantity]),
    ).toEqual([
      ['Mint Chutney', 0, true, 1],
      ['Extra Paneer (4 pcs)', 120, false, 10],
      ['Butter Brush', 30, false, 10],
    ]);
    expect(tikka.modifiers.every((m) => m.deleteStatus === false)).toBe(true);

    const nachos = await customization('Loaded Nachos');
    expect(nachos.menuItems[0]?.branchSettings).toMatchObject({ minModifiers: 2, maxModifiers: 2 });
    expect(nachos.modifiers).toHaveLength(5);

    const fries = await customization('Peri Peri Fries');
    expect(
      fries.menuItems.map((m) => [m.productVariant.size.size, m.branchSettings.price]),
    ).toEqual([
      ['Regular', 220],
      ['Large', 290],
    ]);
    expect(fries.menuItems.every((m) => m.branchSettings.minModifiers === 1)).toBe(true);
  });

  it('shows struck and out-of-stock sizes as the menu does', async () => {
    const lamb = await customization('Smoked Lamb Burger');
    expect(lamb.menuItems[0]?.branchSettings).toMatchObject({ price: 520, defaultPrice: 560 });
    const sour = await customization('Alphonso Mango Sour');
    expect(sour.menuItems.every((m) => !m.branchSettings.isAvailable)).toBe(true);
    const sourAtBranch2 = await customization('Alphonso Mango Sour', 2);
    expect(sourAtBranch2.menuItems.every((m) => m.branchSettings.isAvailable)).toBe(true);
  });

  it('no longer offers a deleted add-on', async () => {
    const productId = await productIdByName(t.db, 1, 'Brew Room Chicken Burger');
    await t.db
      .update(modifiers)
      .set({ deleteStatus: true })
      .where(and(eq(modifiers.productId, productId), eq(modifiers.itemName, 'Bacon Rasher')));
    const burger = await customization('Brew Room Chicken Burger');
    expect(burger.modifiers.map((m) => m.modifier.itemName)).toEqual([
      'Cheese Slice',
      'Fried Egg',
      'Jalapeños',
      'Caramelised Onions',
    ]);
  });

  it('leaves out a recommendation the branch cannot serve now, and prices the rest at the branch', async () => {
    // Masala Papad recommends the peanut chaat and the lager; sell out the chaat at branch 2.
    await t.db
      .update(branchMenuItems)
      .set({ isAvailable: false })
      .where(
        and(
          eq(branchMenuItems.branchId, 2),
          inArray(branchMenuItems.menuItemId, await sizeIdsOf('Masala Peanut Chaat')),
        ),
      );
    await t.db
      .update(branchMenuItems)
      .set({ priceMinor: 30_000 })
      .where(
        and(
          eq(branchMenuItems.branchId, 2),
          inArray(branchMenuItems.menuItemId, await sizeIdsOf('Indiranagar Lager')),
        ),
      );
    const atBranch2 = await customization('Masala Papad', 2);
    expect(atBranch2.recommendations.map((r) => [r.displayName, r.price])).toEqual([
      ['Indiranagar Lager', 300],
    ]);
    const atBranch1 = await customization('Masala Papad', 1);
    expect(atBranch1.recommendations.map((r) => r.displayName)).toEqual([
      'Masala Peanut Chaat',
      'Indiranagar Lager',
    ]);
  });

  it("answers 404 for a product the branch does not sell, an unknown one, or another tenant's", async () => {
    const dal = await productIdByName(t.db, 1, 'Dal Bukhara');
    await t.db
      .delete(branchMenuItems)
      .where(
        and(
          eq(branchMenuItems.branchId, 2),
          inArray(branchMenuItems.menuItemId, await sizeIdsOf('Dal Bukhara')),
        ),
      );
    const chaiOfBrand2 = await productIdByName(t.db, 2, 'Cutting Chai');
    for (const [productId, branchId] of [
      [dal, 2],
      [999_999, 1],
      [chaiOfBrand2, 1],
    ] as const) {
      const res = await fetchCustomization(productId, branchId);
      expect(res.statusCode, `${productId}@${branchId}`).toBe(404);
      expect(res.json()).toEqual({
        message: 'Product not found',
        error: 'Not Found',
        statusCode: 404,
      });
    }
    expect((await fetchCustomization(dal, 1)).statusCode).toBe(200);
  });

  it('refuses a branch of another tenant (403) and names bad fields (400)', async () => {
    const papad = await productIdByName(t.db, 1, 'Masala Papad');
    expect((await fetchCustomization(papad, 3)).statusCode).toBe(403);
    expect((await fetchCustomization(papad, 1, 2)).statusCode).toBe(403);
    expect((await fetchCustomization(papad, 4242)).statusCode).toBe(404);
    for (const [productMasterId, branchId, field] of [
      ['abc', '1', 'productMasterId'],
      ['0', '1', 'productMasterId'],
      [String(papad), 'x', 'branchId'],
    ]) {
      const res = await fetchCustomization(productMasterId ?? '', branchId ?? '');
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(new RegExp(`^${field}\\b`));
    }
  });
});
