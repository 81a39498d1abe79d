import { asc, eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client';
import * as s from '../../src/db/schema/index';
import type { DemoBrand } from '../../src/db/seed/demo-types';
import { seedBrands } from '../../src/db/seed/seed-brands';
import { verifyPassword } from '../../src/lib/password';
import { createTestDatabase } from '../helpers/test-db';
import { miniBrand, otherBrand } from './fixtures/mini-brands';

let handle: DatabaseHandle;
beforeEach(async () => {
  handle = await createTestDatabase();
});
afterEach(() => handle.close());

const count = async (table: PgTable) => {
  const [row] = await handle.db.select({ n: sql<number>`count(*)::int` }).from(table);
  return row?.n;
};

describe('seedBrands (fixture content)', () => {
  it('maps brands, branches, settings, charges, taxes and tables with planned ids', async () => {
    expect(await seedBrands(handle.db, [miniBrand, otherBrand])).toEqual({ seeded: true });
    const { db } = handle;

    const brands = await db.select().from(s.brands).orderBy(asc(s.brands.id));
    expect(brands.map((b) => [b.id, b.shortName])).toEqual([
      [1, 'minibar'],
      [2, 'othercafe'],
    ]);
    expect(brands[0]).toMatchObject({
      name: 'Mini Bar',
      stylesheetUrl: '/media/brand/minibar.css',
      primaryImageUrl: '/media/brand/minibar-logo.svg',
      secondaryImageUrl: '/media/brand/minibar-mark.svg',
    });

    const branches = await db.select().from(s.branches).orderBy(asc(s.branches.id));
    expect(branches.map((b) => [b.id, b.tenantId, b.shortName])).toEqual([
      [1, 1, 'main'],
      [2, 1, 'annex'],
      [3, 2, 'annex'],
    ]);
    const [annex] = await db
      .select()
      .from(s.branchSettings)
      .where(eq(s.branchSettings.branchId, 2));
    expect(annex).toMatchObject({
      openingTime: '11:30:00',
      closingTime: '00:45:00',
      timeZone: 'Asia/Kolkata',
      otpRequired: true,
    });
    const charges = await db.select().from(s.branchCharges);
    expect(charges.map((c) => [c.branchId, c.name, c.rateBp])).toEqual([
      [1, 'Service Charge', 750],
      [2, 'Service Charge', 750],
    ]);
    expect(await count(s.branchTaxes)).toBe(6);

    const tables = await db.select().from(s.diningTables).orderBy(asc(s.diningTables.id));
    expect(tables.map((t) => [t.id, t.branchId, t.name])).toEqual([
      [1, 1, '1'],
      [2, 1, '2'],
      [3, 1, '3'],
      [4, 2, 'A1'],
      [5, 3, '1'],
      [6, 3, '2'],
    ]);
    const associate = await db.query.staffUsers.findFirst({
      where: eq(s.staffUsers.username, 'associate'),
    });
    expect(tables.slice(0, 4).map((t) => t.associateStaffUserId)).toEqual([
      associate?.id,
      associate?.id,
      null,
      associate?.id,
    ]);
  });

  it('creates staff per brand, scoped to the brand branches, with verifiable passwords', async () => {
    await seedBrands(handle.db, [miniBrand, otherBrand]);
    const staff = await handle.db.select().from(s.staffUsers).orderBy(asc(s.staffUsers.id));
    expect(staff.map((u) => [u.tenantId, u.username, u.role])).toEqual([
      [1, 'manager', 'MANAGER'],
      [1, 'associate', 'CUSTOMER_ASSOCIATE'],
      [1, 'waiter', 'WAITER'],
      [1, 'kitchen', 'KITCHEN'],
      [1, 'owner', 'OWNER'],
      [2, 'manager2', 'MANAGER'],
      [2, 'associate2', 'CUSTOMER_ASSOCIATE'],
      [2, 'waiter2', 'WAITER'],
      [2, 'kitchen2', 'KITCHEN'],
      [2, 'owner2', 'OWNER'],
    ]);
    expect(await verifyPassword('demo1234', staff[0]!.passwordHash)).toBe(true);
    const scopes = await handle.db.select().from(s.staffUserBranches);
    expect(scopes.filter((x) => x.staffUserId === staff[0]!.id).map((x) => x.branchId)).toEqual([
      1, 2,
    ]);
    expect(scopes.filter((x) => x.staffUserId === staff[5]!.id).map((x) => x.branchId)).toEqual([
      3,
    ]);
  });

  it('maps the menu: sizes in paise, per-branch prices, add-ons, tags, recommendations', async () => {
    await seedBrands(handle.db, [miniBrand]);
    const { db } = handle;
    const categories = await db.select().from(s.menuCategories).orderBy(asc(s.menuCategories.id));
    expect(categories.map((c) => [c.id, c.tab, c.name, c.parentId])).toEqual([
      [1, 'EAT', 'Starters', null],
      [2, 'EAT', 'Eggs', 1],
      [3, 'DRINK', 'Beer', null],
    ]);
    const products = await db.select().from(s.products).orderBy(asc(s.products.id));
    expect(products.map((p) => [p.displayName, p.foodType, p.isAlcoholic, p.categoryId])).toEqual([
      ['Paneer Tikka', 'VEGETARIAN', false, 1],
      ['Egg Bhurji', 'EGGETARIAN', false, 2],
      ['House Lager', 'VEGETARIAN', true, 3],
    ]);
    expect(products[0]).toMatchObject({
      imageUrl: '/media/menu/cheese.webp',
      calories: 420,
      searchText: 'paneer tikka paneer tikka',
    });
    const sizes = await db.select().from(s.menuItems).orderBy(asc(s.menuItems.id));
    expect(sizes.slice(0, 2).map((m) => [m.sizeName, m.defaultPriceMinor, m.isDefault])).toEqual([
      ['Half', 29900, true],
      ['Full', 39900, false],
    ]);
    const prices = await db
      .select()
      .from(s.branchMenuItems)
      .where(eq(s.branchMenuItems.menuItemId, 1));
    expect(prices.map((p) => [p.branchId, p.priceMinor, p.minModifiers, p.maxModifiers])).toEqual([
      [1, 24950, 1, 2],
      [2, 24950, 1, 2],
    ]);
    // Out of stock at the first branch only.
    const egg = await db
      .select()
      .from(s.branchMenuItems)
      .where(eq(s.branchMenuItems.menuItemId, 3));
    expect(egg.map((p) => [p.branchId, p.isAvailable])).toEqual([
      [1, false],
      [2, true],
    ]);
    const addOns = await db.select().from(s.modifiers).orderBy(asc(s.modifiers.sortOrder));
    expect(addOns.map((m) => [m.itemName, m.priceMinor, m.autoSelect])).toEqual([
      ['Mint Chutney', 0, true],
      ['Extra Cheese', 4025, false],
    ]);
    expect(await count(s.productInstructions)).toBe(2);
    expect(await count(s.tags)).toBe(2);
    expect(await count(s.productTags)).toBe(3);
    const recs = await db.select().from(s.productRecommendations);
    expect(recs.map((r) => [r.productId, r.recommendedProductId]).sort()).toEqual([
      [1, 3],
      [3, 1],
    ]);
  });

  it('creates the promotion groups for every branch, in sequence', async () => {
    await seedBrands(handle.db, [miniBrand]);
    const groups = await handle.db
      .select()
      .from(s.promotionGroups)
      .orderBy(asc(s.promotionGroups.id));
    expect(groups.map((g) => [g.branchId, g.containerSize, g.sequence])).toEqual([
      [1, 'FULL_WIDTH', 1],
      [1, 'TWO_BY_TWO', 2],
      [2, 'FULL_WIDTH', 1],
      [2, 'TWO_BY_TWO', 2],
    ]);
    const [first] = await handle.db.select().from(s.promotions).orderBy(asc(s.promotions.id));
    expect(first).toMatchObject({ bannerUrl: '/media/promo/pints.svg', active: true });
    expect(await count(s.promotionProducts)).toBe(6);
  });

  it('seeds only into an empty database', async () => {
    expect(await seedBrands(handle.db, [miniBrand])).toEqual({ seeded: true });
    const before = await count(s.products);
    expect(await seedBrands(handle.db, [miniBrand, otherBrand])).toEqual({ seeded: false });
    expect(await count(s.brands)).toBe(1);
    expect(await count(s.products)).toBe(before);
  });

  it('keeps identity sequences past the planned ids', async () => {
    await seedBrands(handle.db, [miniBrand]);
    const [table] = await handle.db
      .insert(s.diningTables)
      .values({ tenantId: 1, branchId: 1, name: '99' })
      .returning({ id: s.diningTables.id });
    expect(table?.id).toBe(5);
  });

  it('rejects content with unknown product keys and leaves the database empty', async () => {
    const broken: DemoBrand = {
      ...miniBrand,
      promotions: [
        {
          ...miniBrand.promotions[0]!,
          promotions: [{ ...miniBrand.promotions[0]!.promotions[0]!, productKeys: ['nope'] }],
        },
      ],
    };
    await expect(seedBrands(handle.db, [broken])).rejects.toThrow(/unknown product nope/);
    expect(await count(s.brands)).toBe(0);
  });
});
