// Shared set-up of the staff API tests: signing in through the real login route and reading
// the rows a refused call must leave untouched.
import { STAFF_ROUTES } from '@tableside/shared/contract/routes';
import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../../src/db/client';
import {
  branchMenuItems,
  diningTables,
  orderItems,
  orders,
  orderTables,
  payments,
} from '../../src/db/schema/index';
import { STAFF_COOKIE } from '../../src/http/staff-session';
import type { TestApp } from '../helpers/test-app';

export const DEMO_PASSWORD = 'demo1234';

/** Signs in and returns the headers later calls carry (the `ts_staff` cookie). */
export async function signIn(t: TestApp, username: string): Promise<Record<string, string>> {
  const res = await t.app.inject({
    method: 'POST',
    url: STAFF_ROUTES.login,
    payload: { username, password: DEMO_PASSWORD },
  });
  expect(res.statusCode, res.body).toBe(200);
  const cookie = res.cookies.find((c) => c.name === STAFF_COOKIE);
  if (!cookie) throw new Error('login set no staff cookie');
  return { cookie: `${STAFF_COOKIE}=${cookie.value}` };
}

/** Everything a staff call could change about an order, its tables and the branch's stock. */
export async function snapshot(db: Database, orderId: number, branchId: number) {
  return {
    order: await db.select().from(orders).where(eq(orders.id, orderId)),
    items: await db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId))
      .orderBy(asc(orderItems.id)),
    tables: await db
      .select()
      .from(orderTables)
      .where(eq(orderTables.orderId, orderId))
      .orderBy(asc(orderTables.id)),
    payments: await db.select().from(payments).where(eq(payments.orderId, orderId)),
    floor: await db
      .select()
      .from(diningTables)
      .where(eq(diningTables.branchId, branchId))
      .orderBy(asc(diningTables.id)),
    stock: await db
      .select({ id: branchMenuItems.id, isAvailable: branchMenuItems.isAvailable })
      .from(branchMenuItems)
      .where(eq(branchMenuItems.branchId, branchId))
      .orderBy(asc(branchMenuItems.id)),
  };
}
