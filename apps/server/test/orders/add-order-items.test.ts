import { describe, expect, it } from 'vitest';
import { rooms } from '../../src/realtime/rooms';
import { seatGuest } from '../helpers/guest-fixture';
import { useTestApp } from '../helpers/test-app';
import {
  addItems,
  addOk,
  cartLines,
  eventsSince,
  findAddOns,
  findSize,
  itemBody,
  seatNewOrder,
} from './cart-fixtures';

const t = useTestApp();

describe('adding items', () => {
  it('prices from the branch catalogue and ignores the client price', async () => {
    const guest = await seatNewOrder(t);
    const fries = await findSize(t.db, 'Peri Peri Fries', { size: 'Large' });
    const addOns = await findAddOns(t.db, fries.productId);
    const cheese = addOns.get('Cheese Sauce') ?? 0;
    const body = await addOk(t, guest, [
      itemBody(guest, fries.id, { quantity: 2, addOns: [cheese], price: 0.01 }),
    ]);
    const [group] = body.order.orderGroups;
    expect(group).toMatchObject({ status: 'NEW', orderNumber: 1, confirmedAt: null });
    const [item] = group?.orderItems ?? [];
    // 290 for the size plus 40 for the cheese sauce, times two.
    expect(item).toMatchObject({
      id: body.orderItemIds[0],
      quantity: 2,
      unitPrice: 330,
      price: 660,
      status: 'NEW',
      actionType: 'ADD',
      customerId: guest.customerId,
      productMasterId: fries.productId,
      topMostCategory: 'Small Plates',
      isMenuItemAvailable: true,
      menuItemMaster: {
        id: fries.id,
        displayName: 'Peri Peri Fries',
        foodType: 'VEGETARIAN',
        productVariant: { size: { size: 'Large' } },
        productMaster: { id: fries.productId },
      },
      modifiers: [{ id: cheese, qty: 1, modifier: { itemName: 'Cheese Sauce' }, price: 40 }],
      orderItemModifierQuantityMappings: [
        {
          orderItemCustomerModifierMappingId: cheese,
          modifierQuantity: 1,
          modifierName: 'Cheese Sauce',
        },
      ],
    });
    expect(item?.image).toMatch(/^\/media\/menu\//);
    expect(body.order.seq).toBe(1);
  });

  it('counts an add-on quantity into the unit price', async () => {
    const guest = await seatNewOrder(t);
    const pav = await findSize(t.db, 'Mutton Keema Pav');
    const extraPav = (await findAddOns(t.db, pav.productId)).get('Extra Pav') ?? 0;
    const body = await addOk(t, guest, [
      itemBody(guest, pav.id, { addOnQuantities: { [extraPav]: 3 } }),
    ]);
    const item = body.order.orderGroups[0]?.orderItems[0];
    expect(item).toMatchObject({ unitPrice: pav.price + 3 * 40, price: pav.price + 120 });
    expect(item?.modifiers).toEqual([
      { id: extraPav, qty: 3, modifier: { itemName: 'Extra Pav' }, price: 40 },
    ]);
  });

  it('always includes auto-selected add-ons', async () => {
    const guest = await seatNewOrder(t);
    const tikka = await findSize(t.db, 'Achari Paneer Tikka');
    const addOns = await findAddOns(t.db, tikka.productId);
    const body = await addOk(t, guest, [itemBody(guest, tikka.id)]);
    expect(body.order.orderGroups[0]?.orderItems[0]?.modifiers.map((m) => m.id)).toEqual([
      addOns.get('Mint Chutney'),
    ]);
  });

  it('merges an identical add into the existing line and keeps different ones apart', async () => {
    const guest = await seatNewOrder(t);
    const other = await seatNewOrder(t, { tableId: 2 });
    const friend = await seatGuest(t.db, t.clock, { tableId: 1 });
    const coffee = await findSize(t.db, 'Filter Coffee');
    const first = await addOk(t, guest, [
      itemBody(guest, coffee.id, { instructions: ['Less sugar'] }),
    ]);
    const again = await addOk(t, friend, [
      itemBody(friend, coffee.id, { quantity: 2, instructions: ['Less sugar'] }),
      itemBody(friend, coffee.id, { instructions: ['Extra hot'] }),
    ]);
    expect(again.orderItemIds[0]).toBe(first.orderItemIds[0]);
    expect(again.orderItemIds[1]).not.toBe(first.orderItemIds[0]);
    const lines = await cartLines(t, guest.orderId);
    expect(lines.map((l) => [l.quantity, l.instructions, l.customerId])).toEqual([
      [3, ['Less sugar'], guest.customerId],
      [1, ['Extra hot'], friend.customerId],
    ]);
    expect(await cartLines(t, other.orderId)).toEqual([]);
  });

  it('refuses to let a merge exceed 50 of one line', async () => {
    const guest = await seatNewOrder(t);
    const chai = await findSize(t.db, 'Masala Chai');
    await addOk(t, guest, [itemBody(guest, chai.id, { quantity: 30 })]);
    const res = await addItems(t, guest, [itemBody(guest, chai.id, { quantity: 21 })]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'menuItemsBody.0.quantity: the cart can hold at most 50 of one item',
    );
    expect((await cartLines(t, guest.orderId)).map((l) => l.quantity)).toEqual([30]);
  });

  it('publishes the changed items to the table cart room and tells the staff room', async () => {
    const guest = await seatNewOrder(t, { tableId: 3 });
    const coffee = await findSize(t.db, 'Filter Coffee');
    const from = t.events.length;
    const body = await addOk(t, guest, [itemBody(guest, coffee.id)]);
    const ids = { tenantId: guest.tenantId, branchId: guest.branchId, tableId: 3 };
    expect(eventsSince(t, from)).toEqual([
      {
        room: rooms.cart(ids),
        event: 'updateOrderCart',
        payload: {
          orderId: guest.orderId,
          seq: 1,
          orderGroups: body.order.orderGroups,
          // Who changed the cart, by the name the cart shows: the other phones announce it.
          changedBy: {
            customerId: guest.customerId,
            name: body.order.orderGroups[0]?.orderItems[0]?.customerName,
          },
        },
      },
      { room: rooms.staff(ids), event: 'staffOrderUpdate', payload: { orderId: guest.orderId } },
    ]);
  });
});

describe('Idempotency-Key', () => {
  it('answers a retried add with the first response and adds once', async () => {
    const guest = await seatNewOrder(t, { tableId: 6 });
    const coffee = await findSize(t.db, 'Filter Coffee');
    const key = { 'idempotency-key': 'tap-0001-abcdef' };
    const items = [itemBody(guest, coffee.id)];
    const from = t.events.length;
    const [a, b] = await Promise.all([
      addItems(t, guest, items, key),
      addItems(t, guest, items, key),
    ]);
    const c = await addItems(t, guest, items, key);
    expect([a.statusCode, b.statusCode, c.statusCode]).toEqual([200, 200, 200]);
    expect(b.json()).toEqual(a.json());
    expect(c.json()).toEqual(a.json());
    expect((await cartLines(t, guest.orderId)).map((l) => l.quantity)).toEqual([1]);
    expect(eventsSince(t, from).filter((e) => e.event === 'updateOrderCart')).toHaveLength(1);

    const other = await addItems(t, guest, [itemBody(guest, coffee.id, { quantity: 2 })], key);
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe('Idempotency-Key was already used for a different request');

    const fresh = await addItems(t, guest, items, { 'idempotency-key': 'tap-0002-abcdef' });
    expect(fresh.statusCode).toBe(200);
    expect((await cartLines(t, guest.orderId)).map((l) => l.quantity)).toEqual([2]);
  });

  it('answers 400 for a malformed key', async () => {
    const guest = await seatNewOrder(t, { tableId: 6 });
    const coffee = await findSize(t.db, 'Filter Coffee');
    const res = await addItems(t, guest, [itemBody(guest, coffee.id)], { 'idempotency-key': 'no' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^idempotency-key: /);
  });
});
