import { buildPath, GUEST_ROUTES, STAFF_ROUTES } from '@tableside/shared/contract/routes';
import type { TFloorTable } from '@tableside/shared/contract/staff';
import { beforeAll, describe, expect, it } from 'vitest';
import { type SeatedGuest, seatGuest } from '../helpers/guest-fixture';
import { DEMO, useStaffApp } from '../staff-services/staff-fixture';
import { signIn } from './staff-api-fixture';

const t = useStaffApp();
let waiter: Record<string, string>;
beforeAll(async () => {
  waiter = await signIn(t, 'waiter');
});

const MINUTE = 60_000;

async function callWaiter(guest: SeatedGuest, reasons: string) {
  const res = await t.app.inject({
    method: 'PUT',
    url: `${GUEST_ROUTES.callWaiter}?orderId=${guest.orderId}&callWaiter=true&callWaiterReasons=${reasons}`,
    headers: guest.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
}

async function resolve(guest: SeatedGuest) {
  const res = await t.app.inject({
    method: 'POST',
    url: buildPath(STAFF_ROUTES.resolveCallWaiter, { orderId: guest.orderId }),
    headers: waiter,
  });
  expect(res.statusCode, res.body).toBe(200);
}

async function floorTable(tableId: number): Promise<TFloorTable | undefined> {
  const res = await t.app.inject({
    method: 'GET',
    url: buildPath(STAFF_ROUTES.branchTables, { branchId: DEMO.branchId }),
    headers: waiter,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TFloorTable[]>().find((table) => table.tableId === tableId);
}

describe('time of a call-waiter request on the floor', () => {
  it('shows when the guests first called, through added reasons, until resolved', async () => {
    const guest = await seatGuest(t.db, t.clock, { tableId: 2 });
    expect(await floorTable(2)).toMatchObject({ orderId: guest.orderId, callWaiterAt: null });
    expect(await floorTable(5)).toMatchObject({ orderId: null, callWaiterAt: null });

    const calledAt = t.clock.now().toISOString();
    await callWaiter(guest, 'WATER');
    expect(await floorTable(2)).toMatchObject({ callWaiter: true, callWaiterAt: calledAt });

    t.clock.advance(4 * MINUTE);
    await callWaiter(guest, 'CUTLERY');
    expect(await floorTable(2)).toMatchObject({
      callWaiterReasons: ['WATER', 'CUTLERY'],
      callWaiterAt: calledAt,
    });

    await resolve(guest);
    expect(await floorTable(2)).toMatchObject({ callWaiter: false, callWaiterAt: null });
  });

  it('starts a new wait when the guests call again after a resolved call', async () => {
    const guest = await seatGuest(t.db, t.clock, { tableId: 3 });
    await callWaiter(guest, 'WATER');
    await resolve(guest);

    t.clock.advance(10 * MINUTE);
    const again = t.clock.now().toISOString();
    await callWaiter(guest, 'WATER');
    expect(await floorTable(3)).toMatchObject({ callWaiter: true, callWaiterAt: again });
  });
});
