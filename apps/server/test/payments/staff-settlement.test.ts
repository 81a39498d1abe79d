import { discountOverSubtotalMessage } from '@tableside/shared/domain/discount';
import { MSG } from '@tableside/shared/domain/messages';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders, orderTables, payments, staffUsers } from '../../src/db/schema/index';
import { recordingPublisher } from '../../src/realtime/publisher';
import { rooms } from '../../src/realtime/rooms';
import { BILL_PENDING_MESSAGE } from '../../src/services/billing/checkout-guard';
import { applyDiscount } from '../../src/services/payments/apply-discount';
import { recordPayment } from '../../src/services/payments/record-payment';
import { startCheckout } from '../../src/services/payments/start-checkout';
import { addGroup, addKnownCart, addServedPapad, demoItems } from '../billing/order-fixture';
import { type SeatedGuest, seatGuest } from '../helpers/guest-fixture';
import { useTestApp } from '../helpers/test-app';

const t = useTestApp();
const staff: Record<string, number> = {};
beforeAll(async () => {
  for (const user of await t.db.select().from(staffUsers)) staff[user.username] = user.id;
});

const deps = () => {
  const publisher = recordingPublisher();
  return { db: t.db, clock: t.clock, publisher, events: publisher.events };
};
const ids = (g: SeatedGuest, username = 'waiter') => ({
  tenantId: g.tenantId,
  orderId: g.orderId,
  staffUserId: staff[username] ?? 0,
});
const customerRoom = (g: SeatedGuest) =>
  rooms.customer({ tenantId: g.tenantId, branchId: g.branchId, tableId: g.tableId });
const orderRow = async (orderId: number) =>
  (await t.db.select().from(orders).where(eq(orders.id, orderId)))[0];

describe('a waiter starts checkout', () => {
  it('moves the order to CHECKOUT naming no guest, once', async () => {
    const g = await seatGuest(t.db, t.clock, { tableId: 1 });
    await addKnownCart(t.db, g);
    const d = deps();
    const order = await startCheckout(d, ids(g));
    expect(order).toMatchObject({ status: 'CHECKOUT', checkoutCustomerId: null });
    expect(d.events[0]).toEqual({
      room: customerRoom(g),
      event: 'customerCheckoutPusherEvent',
      payload: { orderId: g.orderId, seq: order.seq, orderStatus: 'CHECKOUT', customerId: null },
    });
    expect(d.events[1]?.event).toBe('staffTableUpdate');
    await startCheckout(d, ids(g));
    expect(d.events).toHaveLength(2);
  });

  it('is refused while an order is being served, and to the kitchen or another tenant', async () => {
    const g = await seatGuest(t.db, t.clock, { tableId: 2 });
    const demo = await demoItems(t.db);
    await addServedPapad(t.db, g);
    await expect(startCheckout(deps(), ids(g, 'kitchen'))).rejects.toMatchObject({
      statusCode: 403,
    });
    await expect(startCheckout(deps(), ids(g, 'waiter2'))).rejects.toMatchObject({
      statusCode: 404,
    });
    await addGroup(t.db, g, 'IN_PROGRESS', [{ menuItemId: demo.soup, quantity: 1 }]);
    await expect(startCheckout(deps(), ids(g))).rejects.toMatchObject({
      statusCode: 409,
      message: BILL_PENDING_MESSAGE,
    });
    expect((await orderRow(g.orderId))?.status).toBe('IN_PROGRESS');
  });
});

describe('a manager applies a discount', () => {
  it('takes up to the whole subtotal off and tells the guests to refetch', async () => {
    const g = await seatGuest(t.db, t.clock, { tableId: 3 });
    await addServedPapad(t.db, g);
    const d = deps();
    await applyDiscount(d, { ...ids(g, 'manager'), amount: 50.5 });
    expect((await orderRow(g.orderId))?.discountMinor).toBe(5050);
    expect(d.events.map((e) => e.event)).toEqual(['refreshCart', 'staffOrderUpdate']);
    await applyDiscount(d, { ...ids(g, 'manager'), amount: 160 });
    expect((await orderRow(g.orderId))?.discountMinor).toBe(16_000);
    await applyDiscount(d, { ...ids(g, 'manager'), amount: 160 });
    expect(d.events).toHaveLength(4);
  });

  // Issue 12, defect 8: the server capped a discount above the subtotal where the console
  // refused it; both now follow domain/discount.
  it('refuses more than the subtotal with 400 naming amount, and keeps the discount', async () => {
    const g = await seatGuest(t.db, t.clock, { tableId: 8 });
    await addServedPapad(t.db, g);
    const d = deps();
    await applyDiscount(d, { ...ids(g, 'manager'), amount: 20 });
    await expect(applyDiscount(d, { ...ids(g, 'manager'), amount: 160.01 })).rejects.toMatchObject({
      statusCode: 400,
      message: `amount: ${discountOverSubtotalMessage(16_000)}`,
    });
    expect((await orderRow(g.orderId))?.discountMinor).toBe(2000);
    expect(d.events).toHaveLength(2);
  });

  it.each([
    [-1, 'amount: must be at least 0'],
    [1.005, 'amount: must have at most 2 decimals'],
  ])('refuses %s naming the field', async (amount, message) => {
    const g = await seatGuest(t.db, t.clock, { tableId: 3 });
    await expect(applyDiscount(deps(), { ...ids(g, 'manager'), amount })).rejects.toMatchObject({
      statusCode: 400,
      message,
    });
  });

  it('is for managers only', async () => {
    const g = await seatGuest(t.db, t.clock, { tableId: 3 });
    await expect(applyDiscount(deps(), { ...ids(g, 'waiter'), amount: 10 })).rejects.toMatchObject({
      statusCode: 403,
    });
  });
});

describe('a waiter records the payment', () => {
  it('completes the order once, frees the table and logs the guests out', async () => {
    const g = await seatGuest(t.db, t.clock, { tableId: 4 });
    await addKnownCart(t.db, g);
    const d = deps();
    await startCheckout(d, ids(g));
    await expect(
      recordPayment(d, { ...ids(g), method: 'CASH', amount: 2000 }),
    ).rejects.toMatchObject({
      statusCode: 409,
      message: 'amount: must be the payable amount, ₹2,020.00',
    });

    const order = await recordPayment(d, { ...ids(g), method: 'CASH', amount: 2020 });
    expect(order.status).toBe('COMPLETED');
    const row = await orderRow(g.orderId);
    expect(row?.closedAt).toEqual(t.clock.now());
    const tables = await t.db.select().from(orderTables).where(eq(orderTables.orderId, g.orderId));
    expect(tables.map((table) => table.active)).toEqual([false]);
    const logout = d.events.find((e) => e.event === 'customerLogOutPusherEvent');
    expect(logout).toEqual({
      room: customerRoom(g),
      event: 'customerLogOutPusherEvent',
      payload: { orderId: g.orderId, seq: order.seq, orderStatus: 'COMPLETED' },
    });
    const seqs = d.events.flatMap((e) => {
      const payload = e.payload as { seq?: number };
      return payload.seq === undefined ? [] : [payload.seq];
    });
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
    expect(new Set(seqs).size).toBe(seqs.length);

    await expect(
      recordPayment(d, { ...ids(g), method: 'CARD', amount: 2020 }),
    ).rejects.toMatchObject({ statusCode: 409, message: `Order ${g.orderId} is already paid` });
    const paid = await t.db.select().from(payments).where(eq(payments.orderId, g.orderId));
    expect(paid).toMatchObject([{ method: 'CASH', amountMinor: 202_000, status: 'CHARGED' }]);

    // The table is free: the next guests open a new order there.
    const next = await seatGuest(t.db, t.clock, { tableId: 4 });
    expect(next.orderId).not.toBe(g.orderId);
  });

  it('records one payment when two waiters record at the same moment', async () => {
    const g = await seatGuest(t.db, t.clock, { tableId: 5 });
    await addServedPapad(t.db, g);
    const d = deps();
    const results = await Promise.allSettled([
      recordPayment(d, { ...ids(g), method: 'UPI', amount: 181 }),
      recordPayment(d, { ...ids(g, 'associate'), method: 'CARD', amount: 181 }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const paid = await t.db.select().from(payments).where(eq(payments.orderId, g.orderId));
    expect(paid).toHaveLength(1);
    expect(d.events.filter((e) => e.event === 'customerLogOutPusherEvent')).toHaveLength(1);
  });

  it.each([
    [{ method: 'CHEQUE', amount: 181 }, 'method: must be one of CASH, CARD, UPI'],
    [{ method: 'CASH', amount: 0 }, 'amount: must be more than 0'],
  ])('refuses %o naming the field', async (body, message) => {
    const g = await seatGuest(t.db, t.clock, { tableId: 6 });
    await addServedPapad(t.db, g);
    const input = { ...ids(g), ...body } as Parameters<typeof recordPayment>[1];
    await expect(recordPayment(deps(), input)).rejects.toMatchObject({ statusCode: 400, message });
  });

  it('answers No orders placed ! for a table that ordered nothing', async () => {
    const g = await seatGuest(t.db, t.clock, { tableId: 7 });
    await expect(
      recordPayment(deps(), { ...ids(g), method: 'CASH', amount: 1 }),
    ).rejects.toMatchObject({ statusCode: 409, message: MSG.noOrdersPlaced });
  });
});
