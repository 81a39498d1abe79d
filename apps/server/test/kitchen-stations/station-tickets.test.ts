import { KITCHEN_STATION_ROUTES } from '@tableside/shared/contract/kitchen-stations';
import { buildPath, STAFF_ROUTES } from '@tableside/shared/contract/routes';
import type { TKitchenTicket } from '@tableside/shared/contract/staff-console';
import { beforeAll, describe, expect, it } from 'vitest';
import { seatGuest } from '../helpers/guest-fixture';
import { signIn } from '../staff-api/staff-api-fixture';
import { addGroup, DEMO, useStaffApp } from '../staff-services/staff-fixture';
import {
  call,
  createStation,
  otherSellingCategory,
  sizeInCategory,
  stationUrl,
  subCategoryWithParent,
} from './station-fixture';

const t = useStaffApp();
let owner: Record<string, string>;
let kitchen: Record<string, string>;
beforeAll(async () => {
  owner = await signIn(t, 'owner');
  kitchen = await signIn(t, 'kitchen');
});

const ticketsUrl = (stationId?: number, branchId: number = DEMO.branchId) =>
  `${buildPath(STAFF_ROUTES.kitchenTickets, { branchId })}${stationId ? `?stationId=${stationId}` : ''}`;

/** The ids of the items each ticket of the list shows, flattened. */
async function itemIdsOn(stationId?: number) {
  const res = await call(t, kitchen, 'GET', ticketsUrl(stationId));
  expect(res.statusCode, res.body).toBe(200);
  return res
    .json<TKitchenTicket[]>()
    .flatMap((ticket) => ticket.items.map((item) => item.id))
    .sort((a, b) => a - b);
}

describe('the kitchen list of one station', () => {
  it("shows a station its categories' items, sub-categories with their parent unless named elsewhere", async () => {
    const { subId, parentId } = await subCategoryWithParent(t, DEMO.tenantId);
    const other = await otherSellingCategory(t, DEMO.tenantId, DEMO.branchId, parentId);
    const guest = await seatGuest(t.db, t.clock, { tableId: 1 });
    const { itemIds } = await addGroup(t.db, guest, 'IN_PROGRESS', [
      { menuItemId: await sizeInCategory(t, DEMO.branchId, subId) },
      { menuItemId: await sizeInCategory(t, DEMO.branchId, other) },
    ]);
    const [inSub = 0, inOther = 0] = itemIds;

    const main = await createStation(t, owner, DEMO.branchId, {
      name: 'Main',
      categoryIds: [parentId],
    });
    const empty = await createStation(t, owner, DEMO.branchId, { name: 'Empty' });
    expect(await itemIdsOn(main.id)).toEqual([inSub]);
    expect(await itemIdsOn(empty.id)).toEqual([]);
    expect(await itemIdsOn()).toEqual([...itemIds].sort((a, b) => a - b));

    // A station naming the sub-category takes its items from the parent's station.
    const special = await createStation(t, owner, DEMO.branchId, {
      name: 'Special',
      categoryIds: [subId],
    });
    expect(await itemIdsOn(special.id)).toEqual([inSub]);
    expect(await itemIdsOn(main.id)).toEqual([]);
    const res = await call(t, owner, 'PUT', stationUrl(DEMO.branchId, main.id), {
      name: 'Main',
      categoryIds: [parentId, other],
      version: main.version,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await itemIdsOn(main.id)).toEqual([inOther]);

    // Archived, the sub-category goes back to its parent's station; the archived one is gone.
    const archive = buildPath(KITCHEN_STATION_ROUTES.stationArchive, {
      branchId: DEMO.branchId,
      stationId: special.id,
    });
    expect((await call(t, owner, 'PUT', archive, { archived: true, version: 1 })).statusCode).toBe(
      200,
    );
    expect(await itemIdsOn(main.id)).toContain(inSub);
    expect((await call(t, kitchen, 'GET', ticketsUrl(special.id))).statusCode).toBe(404);
  });

  it("answers 404 for another branch's or brand's station and 400 for a malformed one", async () => {
    const elsewhere = await createStation(t, owner, DEMO.otherBranchId, { name: 'Elsewhere' });
    expect((await call(t, kitchen, 'GET', ticketsUrl(elsewhere.id))).statusCode).toBe(404);
    const owner2 = await signIn(t, 'owner2');
    const foreign = await call(
      t,
      owner2,
      'GET',
      ticketsUrl(elsewhere.id, DEMO.otherTenantBranchId),
    );
    expect(foreign.statusCode).toBe(404);
    const bad = await call(t, kitchen, 'GET', `${ticketsUrl()}?stationId=bar`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/stationId/);
  });
});
