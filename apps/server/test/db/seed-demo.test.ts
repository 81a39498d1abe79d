import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client';
import * as s from '../../src/db/schema/index';
import { DEMO_STAFF, demoGuestLinks, seedDemo } from '../../src/db/seed/seed-demo';
import { verifyPassword } from '../../src/lib/password';
import { createTestDatabase } from '../helpers/test-db';

// The tests only read, so they share one seeded database.
// How long the seed takes is measured by bench/seed, not asserted here.
let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
  expect(await seedDemo(handle.db)).toEqual({ seeded: true });
});
afterAll(() => handle.close());

const countWhere = async (table: typeof s.products, tenantId: number) =>
  (
    await handle.db
      .select({ n: sql<number>`count(*)::int` })
      .from(table)
      .where(eq(table.tenantId, tenantId))
  )[0]?.n ?? 0;

describe('the demo restaurant', () => {
  it('is brand 1, The Brew Room, with branch 1 Indiranagar open around the clock', async () => {
    const { db } = handle;
    const [brand] = await db.select().from(s.brands).where(eq(s.brands.id, 1));
    expect(brand).toMatchObject({ name: 'The Brew Room', shortName: 'brewroom' });
    expect(brand?.stylesheetUrl).toMatch(/^\/media\/brand\/.+\.css$/);
    const [branch] = await db.select().from(s.branches).where(eq(s.branches.id, 1));
    expect(branch).toMatchObject({
      tenantId: 1,
      shortName: 'indiranagar',
      displayName: 'The Brew Room · Indiranagar',
    });
    const [settings] = await db
      .select()
      .from(s.branchSettings)
      .where(eq(s.branchSettings.branchId, 1));
    expect(settings?.openingTime).toBe(settings?.closingTime);
  });

  it('has tables 1-8 at branch 1, all with the associate except table 8', async () => {
    const tables = await handle.db
      .select({ id: s.diningTables.id, name: s.diningTables.name, staff: s.staffUsers.username })
      .from(s.diningTables)
      .leftJoin(s.staffUsers, eq(s.staffUsers.id, s.diningTables.associateStaffUserId))
      .where(eq(s.diningTables.branchId, 1))
      .orderBy(asc(s.diningTables.id));
    expect(tables.map((t) => t.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(tables.map((t) => t.staff)).toEqual([...Array(7).fill('associate'), null]);
  });

  it('has a second brand-1 branch open 11:30:00-00:45:00 Asia/Kolkata, fully serviceable', async () => {
    const [branch] = await handle.db
      .select()
      .from(s.branches)
      .innerJoin(s.branchSettings, eq(s.branchSettings.branchId, s.branches.id))
      .where(and(eq(s.branches.tenantId, 1), eq(s.branches.id, 2)));
    expect(branch?.branch_settings).toMatchObject({
      openingTime: '11:30:00',
      closingTime: '00:45:00',
      timeZone: 'Asia/Kolkata',
    });
    const tables = await handle.db
      .select()
      .from(s.diningTables)
      .where(eq(s.diningTables.branchId, 2));
    expect(tables.length).toBeGreaterThan(0);
    expect(tables.every((t) => t.associateStaffUserId !== null)).toBe(true);
  });

  it('charges 7.5% service charge, 2.5% CGST and 2.5% SGST at brand 1 branches', async () => {
    for (const branchId of [1, 2]) {
      const charges = await handle.db
        .select({ name: s.branchCharges.name, rateBp: s.branchCharges.rateBp })
        .from(s.branchCharges)
        .where(eq(s.branchCharges.branchId, branchId));
      expect(charges).toEqual([{ name: 'Service Charge', rateBp: 750 }]);
      const taxes = await handle.db
        .select({ name: s.branchTaxes.name, rateBp: s.branchTaxes.rateBp })
        .from(s.branchTaxes)
        .where(eq(s.branchTaxes.branchId, branchId))
        .orderBy(asc(s.branchTaxes.sortOrder));
      expect(taxes).toEqual([
        { name: 'CGST', rateBp: 250 },
        { name: 'SGST', rateBp: 250 },
      ]);
    }
  });

  it('has a menu of 80+ products for brand 1 covering every menu feature', async () => {
    const { db } = handle;
    expect(await countWhere(s.products, 1)).toBeGreaterThanOrEqual(80);
    const products = await db.select().from(s.products).where(eq(s.products.tenantId, 1));
    expect(new Set(products.map((p) => p.foodType))).toEqual(
      new Set(['VEGETARIAN', 'NON_VEGETARIAN', 'EGGETARIAN']),
    );
    expect(new Set(products.map((p) => p.isAlcoholic))).toEqual(new Set([true, false]));
    expect(products.every((p) => p.imageUrl?.startsWith('/media/menu/'))).toBe(true);
    const tabs = await db
      .selectDistinct({ tab: s.menuCategories.tab })
      .from(s.menuCategories)
      .where(eq(s.menuCategories.tenantId, 1));
    expect(new Set(tabs.map((t) => t.tab))).toEqual(new Set(['EAT', 'DRINK', 'SMOKE']));
    const [autoSelect] = await db
      .select()
      .from(s.modifiers)
      .where(and(eq(s.modifiers.tenantId, 1), eq(s.modifiers.autoSelect, true)))
      .limit(1);
    expect(autoSelect).toBeDefined();
    const [outOfStock] = await db
      .select()
      .from(s.branchMenuItems)
      .where(and(eq(s.branchMenuItems.branchId, 1), eq(s.branchMenuItems.isAvailable, false)))
      .limit(1);
    expect(outOfStock).toBeDefined();
    const sizes = await db
      .select({ size: s.promotionGroups.containerSize })
      .from(s.promotionGroups)
      .where(eq(s.promotionGroups.branchId, 1));
    expect(new Set(sizes.map((g) => g.size))).toEqual(new Set(['TWO_BY_TWO', 'FULL_WIDTH']));
  });

  it('keeps brand 2 apart: its own branches, menu and staff', async () => {
    const { db } = handle;
    const [brand2] = await db.select().from(s.brands).where(eq(s.brands.id, 2));
    expect(brand2?.shortName).not.toBe('brewroom');
    expect(await countWhere(s.products, 2)).toBeGreaterThan(0);
    const branches = await db.select().from(s.branches).where(eq(s.branches.tenantId, 2));
    expect(branches.map((b) => b.id).every((id) => id > 2)).toBe(true);
    // No brand-2 product is recommended by or mapped into brand 1.
    const crossed = await db
      .select()
      .from(s.productRecommendations)
      .innerJoin(s.products, eq(s.products.id, s.productRecommendations.recommendedProductId))
      .where(sql`${s.products.tenantId} <> ${s.productRecommendations.tenantId}`);
    expect(crossed).toEqual([]);
  });

  it('creates the demo staff with password demo1234, scoped to their brand branches', async () => {
    const { db } = handle;
    const staff = await db.select().from(s.staffUsers).orderBy(asc(s.staffUsers.id));
    expect(staff.map((u) => [u.username, u.role, u.tenantId])).toEqual(
      DEMO_STAFF.map((u) => [u.username, u.role, u.brandId]),
    );
    expect(DEMO_STAFF.slice(0, 4).map((u) => u.username)).toEqual([
      'manager',
      'associate',
      'waiter',
      'kitchen',
    ]);
    for (const user of staff)
      expect(await verifyPassword('demo1234', user.passwordHash)).toBe(true);
    const brandOne = staff.filter((u) => u.tenantId === 1).map((u) => u.id);
    const scopes = await db
      .select()
      .from(s.staffUserBranches)
      .where(inArray(s.staffUserBranches.staffUserId, brandOne));
    expect(scopes).toHaveLength(brandOne.length * 2);
    expect(new Set(scopes.map((x) => x.branchId))).toEqual(new Set([1, 2]));
  });

  it('lists one guest link per table of branch 1', async () => {
    const links = await demoGuestLinks(handle.db, 'http://localhost:3000/');
    expect(links).toHaveLength(8);
    expect(links[0]).toEqual({
      tableName: '1',
      url: 'http://localhost:3000/?brandId=1&branchId=1&tableId=1',
    });
    expect(links[7]?.url).toBe('http://localhost:3000/?brandId=1&branchId=1&tableId=8');
  });

  it('does not seed twice', async () => {
    const before = await countWhere(s.products, 1);
    expect(await seedDemo(handle.db)).toEqual({ seeded: false });
    expect(await countWhere(s.products, 1)).toBe(before);
    const brands = await handle.db.select({ id: s.brands.id }).from(s.brands);
    expect(brands).toHaveLength(2);
  });
});

describe('createTestDatabase({ seed: true })', () => {
  it('hands out a database that already holds the demo restaurant', async () => {
    const seeded = await createTestDatabase({ seed: true });
    try {
      expect(await demoGuestLinks(seeded.db, 'http://x')).toHaveLength(8);
      expect(await seedDemo(seeded.db)).toEqual({ seeded: false });
    } finally {
      await seeded.close();
    }
  });
});
