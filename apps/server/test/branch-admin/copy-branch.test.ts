import { BRANCH_ADMIN_ROUTES, type TAdminBranch } from '@tableside/shared/contract/branch-admin';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  branchCharges,
  branchMenuItems,
  branchSettings,
  branchTaxes,
  diningTables,
  kitchenStationCategories,
  kitchenStations,
  menuCategories,
  tableAreas,
} from '../../src/db/schema/index';
import { useTestApp } from '../helpers/test-app';
import { signIn } from '../staff-api/staff-api-fixture';
import { branchBody, copyUrl, type Headers, send } from './branch-admin-fixture';

const t = useTestApp();
const SOURCE = 1;
let owner: Headers;
let copy: TAdminBranch;

const tablesOf = (branchId: number) =>
  t.db
    .select()
    .from(diningTables)
    .where(and(eq(diningTables.branchId, branchId), isNull(diningTables.archivedAt)))
    .orderBy(asc(diningTables.name));

/** What the source branch has beyond the demo: an area, a station, an archived charge. */
async function furnishSource() {
  const [area] = await t.db
    .insert(tableAreas)
    .values({ tenantId: 1, branchId: SOURCE, name: 'Terrace' })
    .returning();
  const [first] = await tablesOf(SOURCE);
  if (!area || !first) throw new Error('source not furnished');
  await t.db
    .update(diningTables)
    .set({ areaId: area.id, seats: 6, qrToken: 'source-token-1' })
    .where(eq(diningTables.id, first.id));
  const [category] = await t.db
    .select({ id: menuCategories.id })
    .from(menuCategories)
    .where(eq(menuCategories.tenantId, 1))
    .limit(1);
  const [station] = await t.db
    .insert(kitchenStations)
    .values({ tenantId: 1, branchId: SOURCE, name: 'Bar' })
    .returning();
  if (!category || !station) throw new Error('no category or station');
  await t.db
    .insert(kitchenStationCategories)
    .values({ stationId: station.id, categoryId: category.id, tenantId: 1 });
  await t.db.insert(branchCharges).values({
    tenantId: 1,
    branchId: SOURCE,
    name: 'Retired charge',
    rateBp: 100,
    archivedAt: new Date(),
  });
  await t.db
    .update(branchSettings)
    .set({ otpRequired: false, rounding: 'NONE' })
    .where(eq(branchSettings.branchId, SOURCE));
  const [priced] = await t.db
    .select()
    .from(branchMenuItems)
    .where(eq(branchMenuItems.branchId, SOURCE))
    .limit(1);
  if (!priced) throw new Error('source has no menu');
  await t.db
    .update(branchMenuItems)
    .set({ priceMinor: 12_345, isAvailable: false })
    .where(eq(branchMenuItems.id, priced.id));
  return { firstTableId: first.id, pricedItem: priced.menuItemId, categoryId: category.id };
}

let source: Awaited<ReturnType<typeof furnishSource>>;

beforeAll(async () => {
  owner = await signIn(t, 'owner');
  source = await furnishSource();
  const res = await send(t, owner, 'POST', copyUrl(SOURCE), branchBody('hebbal'));
  expect(res.statusCode, res.body).toBe(201);
  copy = res.json();
});

describe('copying a branch to a new one', () => {
  it('answers the new branch, named and placed as asked', () => {
    expect(copy).toMatchObject({ shortName: 'hebbal', archived: false, version: 1 });
    expect(copy.id).not.toBe(SOURCE);
  });

  it('copies the menu with its prices and availability', async () => {
    const menu = async (branchId: number) =>
      (
        await t.db
          .select({
            menuItemId: branchMenuItems.menuItemId,
            priceMinor: branchMenuItems.priceMinor,
            isAvailable: branchMenuItems.isAvailable,
          })
          .from(branchMenuItems)
          .where(eq(branchMenuItems.branchId, branchId))
      ).sort((a, b) => a.menuItemId - b.menuItemId);
    const copied = await menu(copy.id);
    expect(copied.length).toBeGreaterThan(10);
    expect(copied).toEqual(await menu(SOURCE));
    expect(copied.find((m) => m.menuItemId === source.pricedItem)).toMatchObject({
      priceMinor: 12_345,
      isAvailable: false,
    });
  });

  it('copies tables and areas by name, with new QR tokens and no associates', async () => {
    const [from, to] = [await tablesOf(SOURCE), await tablesOf(copy.id)];
    expect(to.map((x) => [x.name, x.seats])).toEqual(from.map((x) => [x.name, x.seats]));
    expect(to.every((x) => x.associateStaffUserId === null)).toBe(true);
    const tokens = to.map((x) => x.qrToken);
    expect(tokens.every((token) => typeof token === 'string' && token.length >= 16)).toBe(true);
    expect(new Set(tokens).size).toBe(tokens.length);
    expect(tokens).not.toContain('source-token-1');
    const areas = await t.db.select().from(tableAreas).where(eq(tableAreas.branchId, copy.id));
    expect(areas.map((a) => a.name)).toEqual(['Terrace']);
    const firstName = from.find((x) => x.id === source.firstTableId)?.name;
    expect(to.find((x) => x.name === firstName)?.areaId).toBe(areas[0]?.id);
  });

  it('copies hours, OTP, rounding and tokens, in the time zone asked for', async () => {
    const settingsOf = async (branchId: number) => {
      const [row] = await t.db
        .select()
        .from(branchSettings)
        .where(eq(branchSettings.branchId, branchId));
      if (!row) throw new Error('no settings');
      const { branchId: _b, version: _v, ...rest } = row;
      return rest;
    };
    const to = await settingsOf(copy.id);
    expect(to).toEqual(await settingsOf(SOURCE));
    expect(to).toMatchObject({ otpRequired: false, rounding: 'NONE' });
  });

  it('copies live charges and taxes, not archived ones', async () => {
    const rules = async (table: typeof branchCharges | typeof branchTaxes, branchId: number) =>
      (
        await t.db
          .select({ name: table.name, rateBp: table.rateBp, archivedAt: table.archivedAt })
          .from(table)
          .where(eq(table.branchId, branchId))
          .orderBy(asc(table.id))
      ).filter((r) => r.archivedAt === null);
    const charges = await rules(branchCharges, copy.id);
    expect(charges).toEqual(await rules(branchCharges, SOURCE));
    expect(charges.map((c) => c.name)).not.toContain('Retired charge');
    const taxes = await rules(branchTaxes, copy.id);
    expect(taxes.length).toBeGreaterThan(0);
    expect(taxes).toEqual(await rules(branchTaxes, SOURCE));
  });

  it('copies kitchen stations with the categories they cook', async () => {
    const stations = await t.db
      .select({ name: kitchenStations.name, categoryId: kitchenStationCategories.categoryId })
      .from(kitchenStations)
      .innerJoin(
        kitchenStationCategories,
        eq(kitchenStationCategories.stationId, kitchenStations.id),
      )
      .where(eq(kitchenStations.branchId, copy.id));
    expect(stations).toEqual([{ name: 'Bar', categoryId: source.categoryId }]);
  });

  it('is recorded with its source', async () => {
    const [row] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'branch.copy'), eq(auditLog.entityId, String(copy.id))));
    expect(row?.detail).toMatchObject({ sourceBranchId: SOURCE });
  });

  it('writes nothing when the short name is taken', async () => {
    const tablesBefore = await t.db.select().from(diningTables);
    const res = await send(t, owner, 'POST', copyUrl(SOURCE), branchBody('hebbal'));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/^shortName:/);
    expect(await t.db.select().from(diningTables)).toHaveLength(tablesBefore.length);
  });

  it("answers another brand's branch with 404 and a manager with 403", async () => {
    const owner2 = await signIn(t, 'owner2');
    const foreign = await send(t, owner2, 'POST', copyUrl(SOURCE), branchBody('theirs'));
    expect(foreign.statusCode).toBe(404);
    const manager = await signIn(t, 'manager');
    const refused = await send(t, manager, 'POST', copyUrl(SOURCE), branchBody('mine'));
    expect(refused.statusCode).toBe(403);
    const list = await send(t, owner, 'GET', BRANCH_ADMIN_ROUTES.branches);
    expect(list.json().branches.map((b: TAdminBranch) => b.shortName)).not.toContain('theirs');
  });
});
