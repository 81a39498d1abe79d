import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database, DatabaseHandle } from '../../src/db/client';
import * as s from '../../src/db/schema/index';
import { seedBrands } from '../../src/db/seed/seed-brands';
import { pgErrorCode } from '../helpers/pg-error';
import { createTestDatabase } from '../helpers/test-db';
import { miniBrand } from './fixtures/mini-brands';

const UNIQUE_VIOLATION = '23505';
const CHECK_VIOLATION = '23514';

let handle: DatabaseHandle;
let customerId: number;
beforeEach(async () => {
  handle = await createTestDatabase();
  await seedBrands(handle.db, [miniBrand]);
  const [customer] = await handle.db
    .insert(s.customers)
    .values({ tenantId: 1, phoneNo: '+919876543210', name: 'Asha' })
    .returning();
  customerId = customer!.id;
});
afterEach(() => handle.close());

/** What a check-in does: open an order and occupy the table, atomically. */
const openOrder = (db: Database, tableId: number) =>
  db.transaction(async (tx) => {
    const [order] = await tx
      .insert(s.orders)
      .values({
        tenantId: 1,
        branchId: 1,
        tableCode: '0427',
        noOfGuests: 2,
        primaryCustomerId: customerId,
      })
      .returning({ id: s.orders.id });
    await tx.insert(s.orderTables).values({ tenantId: 1, orderId: order!.id, tableId });
    return order!.id;
  });

const orderCount = async () =>
  (await handle.db.select({ n: sql<number>`count(*)::int` }).from(s.orders))[0]?.n;

describe('one open order per table', () => {
  it('rejects a second active order on a table', async () => {
    await openOrder(handle.db, 1);
    const second = openOrder(handle.db, 1);
    await expect(second).rejects.toSatisfy((e) => pgErrorCode(e) === UNIQUE_VIOLATION);
    expect(await orderCount()).toBe(1);
  });

  it('lets exactly one of two concurrent check-ins win', async () => {
    const results = await Promise.allSettled([openOrder(handle.db, 2), openOrder(handle.db, 2)]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(await orderCount()).toBe(1);
  });

  it('allows a new order once the table is released, and other tables meanwhile', async () => {
    const first = await openOrder(handle.db, 1);
    await openOrder(handle.db, 2);
    await handle.db
      .update(s.orderTables)
      .set({ active: false, releasedAt: new Date() })
      .where(eq(s.orderTables.orderId, first));
    await expect(openOrder(handle.db, 1)).resolves.toBeTypeOf('number');
  });
});

describe('transactions', () => {
  it('roll back every write when the callback throws', async () => {
    await expect(
      handle.db.transaction(async (tx) => {
        await tx.insert(s.customers).values({ tenantId: 1, phoneNo: '+919800000001' });
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    const found = await handle.db
      .select()
      .from(s.customers)
      .where(eq(s.customers.phoneNo, '+919800000001'));
    expect(found).toEqual([]);
  });

  it('roll back earlier writes when a later statement violates a constraint', async () => {
    await openOrder(handle.db, 1);
    await expect(openOrder(handle.db, 1)).rejects.toThrow();
    // The order row of the failed check-in was inserted before the violation and is gone.
    expect(await orderCount()).toBe(1);
  });
});

describe('check constraints', () => {
  it.each([
    ['an unknown order status', { status: 'PAID' }],
    ['a table code that is not 4 digits', { tableCode: '12a4' }],
    ['more than 6 guests', { noOfGuests: 7 }],
    ['an unknown call-waiter reason', { callWaiterReasons: ['BEER'] }],
  ])('rejects %s', async (_, patch) => {
    const values = { tenantId: 1, branchId: 1, tableCode: '0427', noOfGuests: 2, ...patch };
    const insert = handle.db.insert(s.orders).values(values as typeof s.orders.$inferInsert);
    await expect(insert).rejects.toSatisfy((e) => pgErrorCode(e) === CHECK_VIOLATION);
  });

  it('keeps one NEW (cart) group per order', async () => {
    const orderId = await openOrder(handle.db, 1);
    await handle.db.insert(s.orderGroups).values({ tenantId: 1, orderId, groupNumber: 1 });
    const second = handle.db.insert(s.orderGroups).values({ tenantId: 1, orderId, groupNumber: 2 });
    await expect(second).rejects.toSatisfy((e) => pgErrorCode(e) === UNIQUE_VIOLATION);
  });

  it('rejects a phone number that is not E.164', async () => {
    const insert = handle.db.insert(s.customers).values({ tenantId: 1, phoneNo: '9876543210' });
    await expect(insert).rejects.toSatisfy((e) => pgErrorCode(e) === CHECK_VIOLATION);
  });
});
