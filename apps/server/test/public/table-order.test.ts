import type { OrderStatus } from '@tableside/shared/domain/enums';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, orderTables } from '../../src/db/schema/index';
import { seatGuest } from '../helpers/guest-fixture';
import { useTestApp } from '../helpers/test-app';

const t = useTestApp();

const URL = '/v1/order/public/get-table-order';

const tableOrder = (query: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `${URL}?${query}`, headers });

async function statusOf(tableId: number, branchId = 1, tenantId = 1) {
  const res = await tableOrder(`tenantId=${tenantId}&branchId=${branchId}&tableId=${tableId}`, {
    'x-tenant': String(tenantId),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const setStatus = (orderId: number, status: OrderStatus) =>
  t.db.update(orders).set({ status }).where(eq(orders.id, orderId));

describe('GET /v1/order/public/get-table-order', () => {
  it('answers a free table with an associate: NEW', async () => {
    expect(await statusOf(1)).toEqual({
      tableId: 1,
      tableNames: ['1'],
      isCustomerAssociateNotAssigned: false,
      isOrderCheckOut: false,
      isOpenOrder: false,
    });
  });

  it('answers a table without an associate as not serviceable', async () => {
    expect(await statusOf(8)).toMatchObject({ isCustomerAssociateNotAssigned: true });
  });

  it('follows the open order through REQUEST_BILL, CHECKOUT and its close', async () => {
    const guest = await seatGuest(t.db, t.clock, { tableId: 2 });
    expect(await statusOf(2)).toMatchObject({ isOpenOrder: true, isOrderCheckOut: false });
    // A bill request does not stop others joining: nobody is taking payment yet.
    await setStatus(guest.orderId, 'REQUEST_BILL');
    expect(await statusOf(2)).toMatchObject({ isOpenOrder: true, isOrderCheckOut: false });
    await setStatus(guest.orderId, 'CHECKOUT');
    expect(await statusOf(2)).toMatchObject({ isOpenOrder: true, isOrderCheckOut: true });
    // Closed (even if the table row were not yet released): the table is free again.
    await setStatus(guest.orderId, 'COMPLETED');
    expect(await statusOf(2)).toMatchObject({ isOpenOrder: false, isOrderCheckOut: false });
    await t.db
      .update(orderTables)
      .set({ active: false })
      .where(eq(orderTables.orderId, guest.orderId));
    expect(await statusOf(2)).toMatchObject({ isOpenOrder: false, tableNames: ['2'] });
  });

  it('treats a void order as gone', async () => {
    const guest = await seatGuest(t.db, t.clock, { tableId: 5 });
    await t.db.update(orders).set({ isVoid: true }).where(eq(orders.id, guest.orderId));
    expect(await statusOf(5)).toMatchObject({ isOpenOrder: false });
  });

  it('reports every table of a multi-table order, from either table', async () => {
    const guest = await seatGuest(t.db, t.clock, { tableId: 3 });
    await t.db.insert(orderTables).values({ tenantId: 1, orderId: guest.orderId, tableId: 4 });
    for (const tableId of [3, 4]) {
      expect(await statusOf(tableId)).toMatchObject({
        tableId,
        tableNames: ['3', '4'],
        isOpenOrder: true,
      });
    }
  });

  it.each([
    ['tenantId=1&branchId=1&tableId=999', 'an unknown table'],
    ['tenantId=1&branchId=2&tableId=1', 'a table of another branch'],
    ['tenantId=2&branchId=1&tableId=1', 'a table of another tenant'],
    ['tenantId=1&branchId=3&tableId=15', "brand 2's table named as brand 1's"],
  ])('?%s (%s) -> 404', async (query) => {
    const res = await tableOrder(query);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Table not found', error: 'Not Found', statusCode: 404 });
  });

  it('answers without X-Tenant, and refuses one that does not match', async () => {
    expect((await tableOrder('tenantId=1&branchId=1&tableId=1')).statusCode).toBe(200);
    const res = await tableOrder('tenantId=1&branchId=1&tableId=1', { 'x-tenant': '2' });
    expect(res.statusCode).toBe(403);
    expect((await statusOf(15, 3, 2)).tableNames).toEqual(['1']);
  });

  it.each([
    ['tenantId=1&branchId=1&tableId=abc', 'tableId'],
    ['tenantId=1&branchId=1', 'tableId'],
    ['branchId=1&tableId=1', 'tenantId'],
    ['tenantId=1&branchId=-1&tableId=1', 'branchId'],
  ])('?%s -> 400 naming %s', async (query, field) => {
    const res = await tableOrder(query);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(new RegExp(`^${field}\\b`));
  });
});
