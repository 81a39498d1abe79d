import { STAFF_ROUTES } from '@tableside/shared/contract/routes';
import {
  AREA_HAS_TABLES_MESSAGE,
  TABLE_CONFLICT_MESSAGE,
  TABLE_HAS_OPEN_ORDER_MESSAGE,
  TABLE_NAME_TAKEN_MESSAGE,
  TABLES_ADMIN_ROUTES,
  type TAdminTable,
} from '@tableside/shared/contract/tables-admin';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, diningTables } from '../../src/db/schema/index';
import { seatGuest } from '../helpers/guest-fixture';
import { useTestApp } from '../helpers/test-app';
import { signIn } from '../staff-api/staff-api-fixture';
import { BRANCH, call, OTHER_TENANT_BRANCH, readSetup, url } from './tables-fixture';

const t = useTestApp();
let manager: Record<string, string>;
let waiter: Record<string, string>;
let manager2: Record<string, string>;

beforeAll(async () => {
  manager = await signIn(t, 'manager');
  waiter = await signIn(t, 'waiter');
  manager2 = await signIn(t, 'manager2');
});

const addMany = (range: string, extra: object = {}) =>
  call(t, manager, 'POST', url(TABLES_ADMIN_ROUTES.tablesBulk, { branchId: BRANCH }), {
    range,
    ...extra,
  });
const patchTable = (table: { id: number }, body: object, headers = manager) =>
  call(
    t,
    headers,
    'PATCH',
    url(TABLES_ADMIN_ROUTES.table, { branchId: BRANCH, tableId: table.id }),
    body,
  );

describe('areas and tables', () => {
  it('adds an area and the tables of a range in it, last on the floor, in order', async () => {
    const area = await call(
      t,
      manager,
      'POST',
      url(TABLES_ADMIN_ROUTES.areas, { branchId: BRANCH }),
      {
        name: 'Terrace',
      },
    );
    expect(area.statusCode, area.body).toBe(201);
    const res = await addMany('Patio 1-3', { seats: 6, areaId: area.json().id });
    expect(res.statusCode, res.body).toBe(201);
    const made: TAdminTable[] = res.json().tables;
    expect(made.map((x) => [x.name, x.seats, x.areaId])).toEqual([
      ['Patio 1', 6, area.json().id],
      ['Patio 2', 6, area.json().id],
      ['Patio 3', 6, area.json().id],
    ]);
    const setup = await readSetup(t, manager);
    expect(setup.areas.map((a) => a.name)).toContain('Terrace');
    expect(setup.tables.slice(-3).map((x) => x.name)).toEqual(['Patio 1', 'Patio 2', 'Patio 3']);
    // The demo branch keeps the spec's plain links.
    expect(made[0]?.link).toBe(`http://localhost:80/?brandId=1&branchId=1&tableId=${made[0]?.id}`);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'table.create'), eq(auditLog.entityId, String(made[0]?.id))));
    expect(audits).toHaveLength(1);
  });

  it('refuses a bad range with a 400 naming range, and a taken name with 409, creating none', async () => {
    const before = (await readSetup(t, manager)).tables.length;
    const backwards = await addMany('T9-T3');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toBe("range: 'T9-T3' counts down; write it as T3-9");
    const tooMany = await addMany('X1-X201');
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toMatch(/^range: /);
    // 'patio 2' is taken (any case): none of Q1..Q2 is added either.
    const taken = await addMany('Q1-Q2, patio 2');
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(`${TABLE_NAME_TAKEN_MESSAGE}: Patio 2`);
    expect((await readSetup(t, manager)).tables.length).toBe(before);
  });

  it('renames, seats and moves a table; a stale version gets 409 and changes nothing', async () => {
    const [table] = (await addMany('Window')).json().tables as TAdminTable[];
    if (!table) throw new Error('no table');
    const first = await patchTable(table, {
      version: table.version,
      name: 'Window seat',
      seats: 2,
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      name: 'Window seat',
      seats: 2,
      version: table.version + 1,
    });
    const stale = await patchTable(table, { version: table.version, name: 'Other' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(TABLE_CONFLICT_MESSAGE);
    const [row] = await t.db.select().from(diningTables).where(eq(diningTables.id, table.id));
    expect(row?.name).toBe('Window seat');
    const badSeats = await patchTable(table, { version: table.version + 1, seats: 0 });
    expect(badSeats.statusCode).toBe(400);
    expect(badSeats.json().message).toMatch(/^seats: /);
  });

  it('archives a free table (hidden from guests), but not one with an open order', async () => {
    const guest = await seatGuest(t.db, t.clock, { tableId: 3 });
    const setup = await readSetup(t, manager);
    const busy = setup.tables.find((x) => x.id === 3);
    expect(busy?.hasOpenOrder).toBe(true);
    const refused = await patchTable({ id: 3 }, { version: busy?.version, archived: true });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(TABLE_HAS_OPEN_ORDER_MESSAGE);
    expect(guest.orderId).toBeGreaterThan(0);

    const free = setup.tables.find((x) => x.name === 'Patio 3');
    const archived = await patchTable(
      { id: free?.id ?? 0 },
      { version: free?.version, archived: true },
    );
    expect(archived.statusCode, archived.body).toBe(200);
    expect(archived.json().archived).toBe(true);
    const lookup = await t.app.inject({
      method: 'GET',
      url: `/v1/order/public/get-table-order?tenantId=1&branchId=1&tableId=${free?.id}`,
      headers: { 'x-tenant': '1' },
    });
    expect(lookup.statusCode).toBe(404);
    // ...and off the staff floor.
    const floor = await call(
      t,
      manager,
      'GET',
      url(STAFF_ROUTES.branchTables, { branchId: BRANCH }),
    );
    expect(floor.statusCode, floor.body).toBe(200);
    const floorIds = (floor.json() as { tableId: number }[]).map((x) => x.tableId);
    expect(floorIds).toContain(3);
    expect(floorIds).not.toContain(free?.id);
  });

  it('does not archive an area that still has live tables', async () => {
    const { areas } = await readSetup(t, manager);
    const terrace = areas.find((a) => a.name === 'Terrace');
    const res = await call(
      t,
      manager,
      'PATCH',
      url(TABLES_ADMIN_ROUTES.area, { branchId: BRANCH, areaId: terrace?.id ?? 0 }),
      { version: terrace?.version, archived: true },
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(AREA_HAS_TABLES_MESSAGE);
  });

  it('reorders the live tables; a list that is not exactly them is a 400 naming ids', async () => {
    const live = (await readSetup(t, manager)).tables.filter((x) => !x.archived);
    const reversed = live.map((x) => x.id).reverse();
    const path = url(TABLES_ADMIN_ROUTES.tableOrder, { branchId: BRANCH });
    const partial = await call(t, manager, 'PUT', path, { ids: reversed.slice(1) });
    expect(partial.statusCode).toBe(400);
    expect(partial.json().message).toMatch(/^ids: /);
    const ok = await call(t, manager, 'PUT', path, { ids: reversed });
    expect(ok.statusCode, ok.body).toBe(204);
    const after = (await readSetup(t, manager)).tables.filter((x) => !x.archived);
    expect(after.map((x) => x.id)).toEqual(reversed);
  });
});

describe('who may', () => {
  it('refuses a waiter (403) and another brand (404), writing nothing', async () => {
    const path = url(TABLES_ADMIN_ROUTES.tables, { branchId: BRANCH });
    expect((await call(t, waiter, 'POST', path, { name: 'W1' })).statusCode).toBe(403);
    expect(
      (await call(t, waiter, 'GET', url(TABLES_ADMIN_ROUTES.setup, { branchId: BRANCH })))
        .statusCode,
    ).toBe(403);
    expect((await call(t, manager2, 'POST', path, { name: 'W1' })).statusCode).toBe(404);
    expect(
      (await call(t, manager2, 'GET', url(TABLES_ADMIN_ROUTES.qrSvg, { tableId: 1 }))).statusCode,
    ).toBe(404);
    // A table of brand 1 named in brand 2's branch path is not found either.
    const foreign = await call(
      t,
      manager2,
      'PATCH',
      url(TABLES_ADMIN_ROUTES.table, { branchId: OTHER_TENANT_BRANCH, tableId: 1 }),
      { version: 1, name: 'Mine now' },
    );
    expect(foreign.statusCode).toBe(404);
    const rows = await t.db.select().from(diningTables).where(eq(diningTables.name, 'W1'));
    expect(rows).toHaveLength(0);
  });
});
