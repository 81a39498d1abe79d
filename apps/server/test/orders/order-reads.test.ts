import { MSG } from '@tableside/shared/domain/messages';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderItems, orders } from '../../src/db/schema/index';
import { seatGuest } from '../helpers/guest-fixture';
import { useTestApp } from '../helpers/test-app';
import {
  addItems,
  addOk,
  confirm,
  findAddOns,
  findSize,
  getOrder,
  itemBody,
  seatNewOrder,
} from './cart-fixtures';

const t = useTestApp();

describe('GET /v1/order/public', () => {
  it('answers the table order with its guests, tables and PIN', async () => {
    const guest = await seatNewOrder(t, { tableId: 1 });
    const friend = await seatGuest(t.db, t.clock, { tableId: 1, name: 'Asha' });
    const res = await getOrder(t, friend);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: guest.orderId,
      status: 'NEW',
      isSystemCompleted: false,
      isVoid: false,
      isVerified: true,
      code: guest.tableCode,
      tables: [{ id: 1 }],
      tableNames: ['1'],
      orderGroups: [],
      callWaiter: false,
      callWaiterReasons: [],
      callWaiterStatus: null,
      checkoutCustomerId: null,
      seq: 0,
      customers: [
        { id: guest.customerId, isPrimary: true },
        { id: friend.customerId, name: 'Asha', isPrimary: false },
      ],
    });
  });

  it('hides staff-cancelled quantities, cancelled items and cancelled groups', async () => {
    const guest = await seatNewOrder(t, { tableId: 2 });
    const coffee = await findSize(t.db, 'Filter Coffee');
    const chai = await findSize(t.db, 'Masala Chai');
    const added = await addOk(t, guest, [
      itemBody(guest, coffee.id, { quantity: 3 }),
      itemBody(guest, chai.id),
    ]);
    await confirm(t, guest, added.order.orderGroups[0]?.id ?? 0);
    const [coffeeId = 0, chaiId = 0] = added.orderItemIds;
    await t.db.update(orderItems).set({ cancelledQuantity: 1 }).where(eq(orderItems.id, coffeeId));
    await t.db
      .update(orderItems)
      .set({ cancelledQuantity: 1, status: 'CANCELLED' })
      .where(eq(orderItems.id, chaiId));
    const order = (await getOrder(t, guest)).json();
    expect(order.orderGroups[0].orderItems).toEqual([
      expect.objectContaining({
        id: coffeeId,
        quantity: 2,
        cancelledQuantity: 1,
        price: 2 * coffee.price,
      }),
    ]);
  });

  it('still answers a closed or void order, and writes are refused', async () => {
    const guest = await seatNewOrder(t, { tableId: 3 });
    await t.db
      .update(orders)
      .set({ status: 'COMPLETED', isSystemCompleted: true })
      .where(eq(orders.id, guest.orderId));
    const res = await getOrder(t, guest);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'COMPLETED', isSystemCompleted: true });
    const coffee = await findSize(t.db, 'Filter Coffee');
    const add = await addItems(t, guest, [itemBody(guest, coffee.id)]);
    expect(add.json().message).toBe(MSG.orderNotNew);
  });

  it('answers 404 for another order, 403 for another tenant, 401 without a session', async () => {
    const mine = await seatNewOrder(t, { tableId: 4 });
    const theirs = await seatNewOrder(t, { tableId: 5 });
    const other = await getOrder(t, mine, theirs.orderId);
    expect(other.statusCode).toBe(404);

    const wrongTenant = await t.app.inject({
      method: 'GET',
      url: `/v1/order/public?id=${mine.orderId}`,
      headers: { ...mine.headers, 'x-tenant': '2' },
    });
    expect(wrongTenant.statusCode).toBe(403);

    const noCookie = await t.app.inject({
      method: 'GET',
      url: `/v1/order/public?id=${mine.orderId}`,
      headers: { 'x-tenant': '1' },
    });
    expect(noCookie.statusCode).toBe(401);
    expect(noCookie.json().message).toBe(MSG.sessionExpired);

    const noTenant = await t.app.inject({
      method: 'GET',
      url: `/v1/order/public?id=${mine.orderId}`,
      headers: { cookie: mine.headers.cookie ?? '' },
    });
    expect(noTenant.statusCode).toBe(400);
    expect(noTenant.json().message).toMatch(/^x-tenant: /);
  });

  it.each([
    ['POST', '/v1/order/public/addOrderItems?orderId=1', { orderId: 1, menuItemsBody: [] }],
    ['PUT', '/v1/order-items/public/update-quantity?id=1&quantity=1', undefined],
    ['PUT', '/v1/order/public/confirmation?orderGroupId=1', undefined],
    ['GET', '/v1/order/public/reOrder?orderId=1', undefined],
    [
      'GET',
      '/v1/order-items/public/productMaster-orderItems?orderId=1&productMasterId=1',
      undefined,
    ],
    [
      'PUT',
      '/v1/order/public/callWaiter?orderId=1&callWaiter=true&callWaiterReasons=WATER',
      undefined,
    ],
  ] as const)('%s %s needs the guest session', async (method, url, payload) => {
    const res = await t.app.inject({ method, url, headers: { 'x-tenant': '1' }, payload });
    // An empty add is refused by its schema before the session is looked at.
    expect(res.statusCode).toBe(payload ? 400 : 401);
  });
});

describe('Repeat and previous customisations', () => {
  it('lists confirmed items by category, one entry per customisation, at today’s prices', async () => {
    const guest = await seatNewOrder(t, { tableId: 6 });
    const coffee = await findSize(t.db, 'Filter Coffee');
    const fries = await findSize(t.db, 'Peri Peri Fries');
    const addOns = await findAddOns(t.db, fries.productId);
    const aioli = addOns.get('Garlic Aioli') ?? 0;
    const mayo = addOns.get('Chipotle Mayo') ?? 0;
    const first = await addOk(t, guest, [
      itemBody(guest, coffee.id, { quantity: 2 }),
      itemBody(guest, fries.id, { addOns: [aioli] }),
    ]);
    await confirm(t, guest, first.order.orderGroups[0]?.id ?? 0);
    const second = await addOk(t, guest, [
      itemBody(guest, coffee.id),
      itemBody(guest, fries.id, { addOns: [mayo] }),
    ]);
    await confirm(t, guest, second.order.orderGroups.find((g) => g.status === 'NEW')?.id ?? 0);
    // Still in the cart: not offered on Repeat.
    await addOk(t, guest, [itemBody(guest, (await findSize(t.db, 'Masala Chai')).id)]);

    const res = await t.app.inject({
      method: 'GET',
      url: `/v1/order/public/reOrder?orderId=${guest.orderId}`,
      headers: guest.headers,
    });
    expect(res.statusCode).toBe(200);
    const { categorizedItems } = res.json();
    const summary = categorizedItems.map(
      (c: {
        categoryName: string;
        items: {
          menuItemMaster: { displayName: string };
          quantity: number;
          price: number;
          modifiers: { id: number }[];
        }[];
      }) => ({
        category: c.categoryName,
        items: c.items.map((i) => [
          i.menuItemMaster.displayName,
          i.quantity,
          i.price,
          i.modifiers.map((m) => m.id),
        ]),
      }),
    );
    expect(summary).toEqual([
      { category: 'Hot Beverages', items: [['Filter Coffee', 3, 3 * coffee.price, []]] },
      {
        category: 'Small Plates',
        items: [
          ['Peri Peri Fries', 1, fries.price, [aioli]],
          ['Peri Peri Fries', 1, fries.price, [mayo]],
        ],
      },
    ]);

    const previous = await t.app.inject({
      method: 'GET',
      url: `/v1/order-items/public/productMaster-orderItems?orderId=${guest.orderId}&productMasterId=${fries.productId}`,
      headers: guest.headers,
    });
    expect(previous.statusCode).toBe(200);
    // Newest first.
    expect(previous.json().map((i: { modifiers: { id: number }[] }) => i.modifiers[0]?.id)).toEqual(
      [mayo, aioli],
    );
  });

  it('answers an empty Repeat before anything was confirmed and 404 for another order', async () => {
    const guest = await seatNewOrder(t, { tableId: 7 });
    const other = await seatNewOrder(t, { tableId: 1 });
    const res = await t.app.inject({
      method: 'GET',
      url: `/v1/order/public/reOrder?orderId=${guest.orderId}`,
      headers: guest.headers,
    });
    expect(res.json()).toEqual({ categorizedItems: [] });
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/v1/order/public/reOrder?orderId=${other.orderId}`,
      headers: guest.headers,
    });
    expect(foreign.statusCode).toBe(404);
  });
});
