import {
  KITCHEN_STATION_ROUTES,
  STATION_CONFLICT_MESSAGE,
  STATION_NAME_TAKEN_MESSAGE,
  type TKitchenStation,
} from '@tableside/shared/contract/kitchen-stations';
import { buildPath } from '@tableside/shared/contract/routes';
import { and, asc, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, kitchenStations } from '../../src/db/schema/index';
import { eatCategoryOf } from '../catalogue/catalogue-fixture';
import { useTestApp } from '../helpers/test-app';
import { signIn } from '../staff-api/staff-api-fixture';
import { DEMO } from '../staff-services/staff-fixture';
import {
  call,
  createStation,
  stationsUrl,
  stationUrl,
  subCategoryWithParent,
} from './station-fixture';

const t = useTestApp();
let owner: Record<string, string>;
let manager: Record<string, string>;
beforeAll(async () => {
  owner = await signIn(t, 'owner');
  manager = await signIn(t, 'manager');
});

const list = async (headers = owner, branchId: number = DEMO.branchId) => {
  const res = await call(t, headers, 'GET', stationsUrl(branchId));
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TKitchenStation[]>();
};

describe('kitchen stations', () => {
  it('creates, renames with categories, archives and restores a station, each audited', async () => {
    const { subId, parentId } = await subCategoryWithParent(t, DEMO.tenantId);
    const bar = await createStation(t, owner, DEMO.branchId, {
      name: 'Bar',
      categoryIds: [parentId],
    });
    expect(bar).toMatchObject({
      name: 'Bar',
      archived: false,
      categoryIds: [parentId],
      version: 1,
    });

    const renamed = await call(t, manager, 'PUT', stationUrl(DEMO.branchId, bar.id), {
      name: 'Cocktail bar',
      categoryIds: [subId, parentId],
      version: 1,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({
      name: 'Cocktail bar',
      categoryIds: [parentId, subId].sort((a, b) => a - b),
      version: 2,
    });

    const archiveUrl = buildPath(KITCHEN_STATION_ROUTES.stationArchive, {
      branchId: DEMO.branchId,
      stationId: bar.id,
    });
    const archived = await call(t, owner, 'PUT', archiveUrl, { archived: true, version: 2 });
    expect(archived.json()).toMatchObject({ archived: true, version: 3 });
    // Kept with its categories: restoring brings it back as it was.
    const [row] = await t.db.select().from(kitchenStations).where(eq(kitchenStations.id, bar.id));
    expect(row?.archivedAt).not.toBeNull();
    const restored = await call(t, owner, 'PUT', archiveUrl, { archived: false, version: 3 });
    expect(restored.json()).toMatchObject({
      archived: false,
      categoryIds: [parentId, subId].sort((a, b) => a - b),
    });

    const audit = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(bar.id)), like(auditLog.action, 'kitchenStation.%')))
      .orderBy(asc(auditLog.id));
    expect(audit.map((a) => a.action)).toEqual([
      'kitchenStation.create',
      'kitchenStation.update',
      'kitchenStation.archive',
      'kitchenStation.restore',
    ]);
  });

  it('answers 409 to a stale save and to a name the branch already has', async () => {
    const station = await createStation(t, owner, DEMO.branchId, { name: 'Grill' });
    const first = await call(t, owner, 'PUT', stationUrl(DEMO.branchId, station.id), {
      name: 'Grill and tandoor',
      categoryIds: [],
      version: 1,
    });
    expect(first.statusCode).toBe(200);
    const stale = await call(t, manager, 'PUT', stationUrl(DEMO.branchId, station.id), {
      name: 'Tandoor',
      categoryIds: [],
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(STATION_CONFLICT_MESSAGE);
    expect((await list()).find((s) => s.id === station.id)?.name).toBe('Grill and tandoor');

    const twin = await call(t, owner, 'POST', stationsUrl(DEMO.branchId), {
      name: 'grill AND tandoor',
    });
    expect(twin.statusCode).toBe(409);
    expect(twin.json().message).toBe(STATION_NAME_TAKEN_MESSAGE);
    // Another branch may use the name.
    await createStation(t, owner, DEMO.otherBranchId, { name: 'Grill and tandoor' });
  });

  it('puts the stations in a new order and refuses a list that misses one', async () => {
    const a = await createStation(t, owner, DEMO.otherBranchId, { name: 'Pass' });
    const b = await createStation(t, owner, DEMO.otherBranchId, { name: 'Desserts' });
    const ids = (await list(owner, DEMO.otherBranchId)).map((s) => s.id);
    const orderUrl = buildPath(KITCHEN_STATION_ROUTES.stationOrder, {
      branchId: DEMO.otherBranchId,
    });
    const reversed = [...ids].reverse();
    const res = await call(t, owner, 'PUT', orderUrl, { orderedIds: reversed });
    expect(res.statusCode, res.body).toBe(200);
    expect((await list(owner, DEMO.otherBranchId)).map((s) => s.id)).toEqual(reversed);
    const partial = await call(t, owner, 'PUT', orderUrl, { orderedIds: [a.id, b.id] });
    expect(partial.statusCode).toBe(409);
  });

  it("refuses another brand's category with a 400 naming the field, and bad input", async () => {
    const foreign = await eatCategoryOf(t, DEMO.otherTenantId);
    const res = await call(t, owner, 'POST', stationsUrl(DEMO.branchId), {
      name: 'Foreign',
      categoryIds: [foreign],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^categoryIds/);
    const blank = await call(t, owner, 'POST', stationsUrl(DEMO.branchId), { name: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toMatch(/^name/);
    const noVersion = await call(t, owner, 'PUT', stationUrl(DEMO.branchId, 1), {
      name: 'X',
      categoryIds: [],
    });
    expect(noVersion.statusCode).toBe(400);
    expect(noVersion.json().message).toMatch(/^version/);
    expect((await list()).map((s) => s.name)).not.toContain('Foreign');
  });

  it('answers 404 for a station of another branch or brand, 403 for a role without the action', async () => {
    const here = await createStation(t, owner, DEMO.branchId, { name: 'Cold kitchen' });
    const body = { name: 'Hijacked', categoryIds: [], version: 1 };
    const viaOtherBranch = await call(
      t,
      owner,
      'PUT',
      stationUrl(DEMO.otherBranchId, here.id),
      body,
    );
    expect(viaOtherBranch.statusCode).toBe(404);
    const owner2 = await signIn(t, 'owner2');
    const foreignBranch = await call(t, owner2, 'PUT', stationUrl(DEMO.branchId, here.id), body);
    expect(foreignBranch.statusCode).toBe(404);
    const viaOwnBranch = await call(
      t,
      owner2,
      'PUT',
      stationUrl(DEMO.otherTenantBranchId, here.id),
      body,
    );
    expect(viaOwnBranch.statusCode).toBe(404);

    for (const username of ['associate', 'waiter', 'kitchen']) {
      const headers = await signIn(t, username);
      const res = await call(t, headers, 'POST', stationsUrl(DEMO.branchId), { name: username });
      expect(res.statusCode, username).toBe(403);
    }
    expect((await list()).find((s) => s.id === here.id)?.name).toBe('Cold kitchen');
    // The kitchen reads the list to pick its station; an associate has no kitchen display.
    expect((await list(await signIn(t, 'kitchen'))).length).toBeGreaterThan(0);
    const associate = await call(
      t,
      await signIn(t, 'associate'),
      'GET',
      stationsUrl(DEMO.branchId),
    );
    expect(associate.statusCode).toBe(200);
  });
});
