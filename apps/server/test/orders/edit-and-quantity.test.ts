import { MSG } from '@tableside/shared/domain/messages';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { branchMenuItems, orderGroups, orders } from '../../src/db/schema/index';
import { rooms } from '../../src/realtime/rooms';
import { seatGuest } from '../helpers/guest-fixture';
import { useTestApp } from '../helpers/test-app';
import {
  addOk,
  editItem,
  eventsSince,
  findAddOns,
  findSize,
  getOrder,
  itemBody,
  seatNewOrder,
  setQuantity,
} from './cart-fixtures';

const t = useTestApp();

describe('editing a cart item', () => {
  it('replaces size, add-ons, instructions and quantity at catalogue prices', async () => {
    const guest = await seatNewOrder(t);
    const regular = await findSize(t.db, 'Peri Peri Fries', { size: 'Regular' });
    const large = await findSize(t.db, 'Peri Peri Fries', { size: 'Large' });
    const addOns = await findAddOns(t.db, regular.productId);
    const aioli = addOns.get('Garlic Aioli') ?? 0;
    const cheese = addOns.get('Cheese Sauce') ?? 0;
    const added = await addOk(t, guest, [itemBody(guest, regular.id, { addOns: [aioli] })]);
    const id = added.orderItemIds[0] ?? 0;

    const from = t.events.length;
    const res = await editItem(
      t,
      guest,
      id,
      itemBody(guest, large.id, {
        quantity: 3,
        addOns: [cheese],
        instructions: ['No seasoning'],
        price: 1,
      }),
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.orderItemIds).toEqual([id]);
    const items = body.order.orderGroups[0].orderItems;
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      id,
      quantity: 3,
      unitPrice: large.price + 40,
      price: 3 * (large.price + 40),
      instructions: ['No seasoning'],
      actionType: 'UPDATE',
      menuItemMaster: { id: large.id, productVariant: { size: { size: 'Large' } } },
      modifiers: [{ id: cheese, qty: 1, modifier: { itemName: 'Cheese Sauce' }, price: 40 }],
    });
    const events = eventsSince(t, from);
    expect(events.map((e) => e.event)).toEqual(['updateOrderCart', 'staffOrderUpdate']);
    expect(events[0]?.payload).toEqual({
      orderId: guest.orderId,
      seq: 2,
      orderGroups: body.order.orderGroups,
      changedBy: { customerId: guest.customerId, name: items[0]?.customerName },
    });
  });

  it('refuses a size of another product and applies the add-on limits', async () => {
    const guest = await seatNewOrder(t);
    const fries = await findSize(t.db, 'Peri Peri Fries');
    const aioli = (await findAddOns(t.db, fries.productId)).get('Garlic Aioli') ?? 0;
    const coffee = await findSize(t.db, 'Filter Coffee');
    const added = await addOk(t, guest, [itemBody(guest, fries.id, { addOns: [aioli] })]);
    const id = added.orderItemIds[0] ?? 0;
    const other = await editItem(t, guest, id, itemBody(guest, coffee.id));
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toBe(
      'menuItemMaster.id: must be a serving size of the same product',
    );
    const none = await editItem(t, guest, id, itemBody(guest, fries.id));
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Required*: Please select any 1 add on(s).');
  });

  it('answers 400 naming the field for a bad edit body', async () => {
    const guest = await seatNewOrder(t);
    const res = await editItem(t, guest, 1, {
      quantity: 2.5,
      menuItemMaster: { id: 1 },
      customerId: guest.customerId,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^quantity: /);
  });
});

describe('update-quantity', () => {
  it('sets the quantity, ignores the price and removes at 0', async () => {
    const guest = await seatNewOrder(t);
    const coffee = await findSize(t.db, 'Filter Coffee');
    const chai = await findSize(t.db, 'Masala Chai');
    const added = await addOk(t, guest, [itemBody(guest, coffee.id), itemBody(guest, chai.id)]);
    const [coffeeId = 0, chaiId = 0] = added.orderItemIds;

    const set = await t.app.inject({
      method: 'PUT',
      url: `/v1/order-items/public/update-quantity?id=${coffeeId}&price=0.01&quantity=4`,
      headers: guest.headers,
    });
    expect(set.statusCode).toBe(200);
    expect(set.json().orderGroups[0].orderItems[0]).toMatchObject({
      id: coffeeId,
      quantity: 4,
      price: 4 * coffee.price,
      actionType: 'UPDATE',
    });

    const from = t.events.length;
    const removed = await setQuantity(t, guest, chaiId, 0);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().orderGroups[0].orderItems.map((i: { id: number }) => i.id)).toEqual([
      coffeeId,
    ]);
    const [cart] = eventsSince(t, from);
    expect(cart?.room).toBe(rooms.cart({ tenantId: 1, branchId: 1, tableId: guest.tableId }));
    expect(cart?.payload).toMatchObject({
      orderGroups: [{ orderItems: [{ id: chaiId, quantity: 0, price: 0, actionType: 'REMOVE' }] }],
    });

    // Removing the last line leaves no visible group: the Pending tab is empty.
    await setQuantity(t, guest, coffeeId, 0);
    expect((await getOrder(t, guest)).json().orderGroups).toEqual([]);
  });

  it.each(['-1', '51', '1.5', 'x', ''])(
    'answers 400 naming quantity for quantity=%s',
    async (q) => {
      const guest = await seatNewOrder(t);
      const res = await setQuantity(t, guest, 1, q);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/^quantity: /);
    },
  );

  it('answers 404 for an item of another order', async () => {
    const mine = await seatNewOrder(t, { tableId: 2 });
    const theirs = await seatNewOrder(t, { tableId: 3 });
    const coffee = await findSize(t.db, 'Filter Coffee');
    const added = await addOk(t, theirs, [itemBody(theirs, coffee.id)]);
    const res = await setQuantity(t, mine, added.orderItemIds[0] ?? 0, 2);
    expect(res.statusCode).toBe(404);
    expect((await getOrder(t, theirs)).json().orderGroups[0].orderItems[0].quantity).toBe(1);
  });

  it('refuses changes to a confirmed item with the spec text', async () => {
    const guest = await seatNewOrder(t);
    const coffee = await findSize(t.db, 'Filter Coffee');
    const added = await addOk(t, guest, [itemBody(guest, coffee.id)]);
    const groupId = added.order.orderGroups[0]?.id ?? 0;
    await t.db
      .update(orderGroups)
      .set({ status: 'IN_PROGRESS' })
      .where(eq(orderGroups.id, groupId));
    const id = added.orderItemIds[0] ?? 0;
    const update = await setQuantity(t, guest, id, 2);
    expect(update.statusCode).toBe(409);
    expect(update.json().message).toBe(MSG.orderItemAlreadyConfirmed);
    const edit = await editItem(t, guest, id, itemBody(guest, coffee.id, { quantity: 2 }));
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe(MSG.orderItemAlreadyConfirmed);
  });

  it('refuses changes once the bill is requested', async () => {
    const guest = await seatNewOrder(t);
    const coffee = await findSize(t.db, 'Filter Coffee');
    const added = await addOk(t, guest, [itemBody(guest, coffee.id)]);
    await t.db.update(orders).set({ status: 'REQUEST_BILL' }).where(eq(orders.id, guest.orderId));
    const res = await setQuantity(t, guest, added.orderItemIds[0] ?? 0, 0);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(MSG.orderNotNew);
  });

  it('after closing time lets the cart be lowered and cleared but not raised', async () => {
    const guest = await seatNewOrder(t, { tableId: 9 });
    const coffee = await findSize(t.db, 'Filter Coffee', { branchId: 2 });
    const added = await addOk(t, guest, [itemBody(guest, coffee.id, { quantity: 3 })]);
    const id = added.orderItemIds[0] ?? 0;
    t.clock.set('2026-03-10T19:30:00Z'); // 01:00 in Bengaluru; branch 2 closed
    try {
      const raise = await setQuantity(t, guest, id, 4);
      expect(raise.statusCode).toBe(409);
      expect(raise.json().message).toBe(MSG.noMoreOrders);
      expect((await setQuantity(t, guest, id, 2)).statusCode).toBe(200);
      expect((await setQuantity(t, guest, id, 0)).statusCode).toBe(200);
    } finally {
      t.clock.set('2026-03-10T12:00:00Z');
    }
  });

  it('lets an out-of-stock line be removed but not raised', async () => {
    const guest = await seatNewOrder(t);
    const chai = await findSize(t.db, 'Masala Chai');
    const added = await addOk(t, guest, [itemBody(guest, chai.id, { quantity: 2 })]);
    const id = added.orderItemIds[0] ?? 0;
    const where = and(eq(branchMenuItems.menuItemId, chai.id), eq(branchMenuItems.branchId, 1));
    await t.db.update(branchMenuItems).set({ isAvailable: false }).where(where);
    try {
      const order = (await getOrder(t, guest)).json();
      expect(order.orderGroups[0].orderItems[0].isMenuItemAvailable).toBe(false);
      const raise = await setQuantity(t, guest, id, 3);
      expect(raise.statusCode).toBe(409);
      expect(raise.json().message).toBe('Masala Chai (Regular) is out of stock right now.');
      expect((await setQuantity(t, guest, id, 0)).statusCode).toBe(200);
    } finally {
      await t.db.update(branchMenuItems).set({ isAvailable: true }).where(where);
    }
  });

  it('a second guest at the table changes the shared cart', async () => {
    const guest = await seatNewOrder(t, { tableId: 4 });
    const friend = await seatGuest(t.db, t.clock, { tableId: 4 });
    const coffee = await findSize(t.db, 'Filter Coffee');
    const added = await addOk(t, guest, [itemBody(guest, coffee.id)]);
    const res = await setQuantity(t, friend, added.orderItemIds[0] ?? 0, 5);
    expect(res.statusCode).toBe(200);
    expect((await getOrder(t, guest)).json().orderGroups[0].orderItems[0].quantity).toBe(5);
  });
});
