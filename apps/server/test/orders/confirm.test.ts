import {
  groupAlreadyInProgress,
  itemsUnavailableForGroup,
  MSG,
} from '@tableside/shared/domain/messages';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { branchMenuItems, orderGroups, orderItems, orders } from '../../src/db/schema/index';
import { rooms } from '../../src/realtime/rooms';
import { useTestApp } from '../helpers/test-app';
import {
  addOk,
  confirm,
  eventsSince,
  findSize,
  getOrder,
  itemBody,
  seatNewOrder,
  setQuantity,
} from './cart-fixtures';

const t = useTestApp();

describe('PUT /v1/order/public/confirmation', () => {
  it('sends the cart to the kitchen and tells the table and the staff', async () => {
    const guest = await seatNewOrder(t);
    const coffee = await findSize(t.db, 'Filter Coffee');
    const chai = await findSize(t.db, 'Masala Chai');
    const added = await addOk(t, guest, [itemBody(guest, coffee.id), itemBody(guest, chai.id)]);
    const groupId = added.order.orderGroups[0]?.id ?? 0;
    await setQuantity(t, guest, added.orderItemIds[1] ?? 0, 0);

    const from = t.events.length;
    const res = await confirm(t, guest, groupId);
    expect(res.statusCode).toBe(200);
    const order = res.json();
    expect(order.status).toBe('IN_PROGRESS');
    expect(order.orderGroups).toHaveLength(1);
    expect(order.orderGroups[0]).toMatchObject({
      id: groupId,
      status: 'IN_PROGRESS',
      orderNumber: 1,
      confirmedAt: '2026-03-10T12:00:00.000Z',
      orderItems: [{ id: added.orderItemIds[0], status: 'IN_PROGRESS' }],
    });
    // The removed line never reaches the kitchen.
    const [removed] = await t.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.id, added.orderItemIds[1] ?? 0));
    expect(removed?.status).toBe('NEW');

    const ids = { tenantId: 1, branchId: 1, tableId: guest.tableId };
    expect(eventsSince(t, from)).toEqual([
      {
        room: rooms.cart(ids),
        event: 'confirmedOrderCart',
        payload: { orderId: guest.orderId, seq: order.seq, orderGroupId: groupId },
      },
      {
        room: rooms.staff(ids),
        event: 'kitchenTicket',
        payload: { orderId: guest.orderId, orderGroupId: groupId },
      },
      { room: rooms.staff(ids), event: 'staffOrderUpdate', payload: { orderId: guest.orderId } },
    ]);

    // The next add opens a new cart group numbered 2.
    const next = await addOk(t, guest, [itemBody(guest, coffee.id)]);
    const cart = next.order.orderGroups.find((g) => g.status === 'NEW');
    expect(cart?.orderNumber).toBe(2);
    expect(cart?.orderItems[0]?.id).not.toBe(added.orderItemIds[0]);
  });

  it('refuses an unverified table with the banner text', async () => {
    const guest = await seatNewOrder(t, { tableId: 2, verified: false });
    const coffee = await findSize(t.db, 'Filter Coffee');
    const added = await addOk(t, guest, [itemBody(guest, coffee.id)]);
    const res = await confirm(t, guest, added.order.orderGroups[0]?.id ?? 0);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'Your Table is not yet verified. Please ask any of our customer associates to validate your table to place an order',
    );
    expect((await getOrder(t, guest)).json().orderGroups[0].status).toBe('NEW');
  });

  it('moves the group once when confirmed twice at the same time', async () => {
    const guest = await seatNewOrder(t, { tableId: 3 });
    const coffee = await findSize(t.db, 'Filter Coffee');
    const added = await addOk(t, guest, [itemBody(guest, coffee.id)]);
    const groupId = added.order.orderGroups[0]?.id ?? 0;
    const from = t.events.length;
    const results = await Promise.all([confirm(t, guest, groupId), confirm(t, guest, groupId)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const refused = results.find((r) => r.statusCode === 409);
    expect(refused?.json().message).toBe(groupAlreadyInProgress(groupId));
    expect(eventsSince(t, from).filter((e) => e.event === 'confirmedOrderCart')).toHaveLength(1);
  });

  it('refuses a cart with an item that went out of stock', async () => {
    const guest = await seatNewOrder(t, { tableId: 4 });
    const chai = await findSize(t.db, 'Masala Chai');
    const added = await addOk(t, guest, [itemBody(guest, chai.id)]);
    const groupId = added.order.orderGroups[0]?.id ?? 0;
    const where = and(eq(branchMenuItems.menuItemId, chai.id), eq(branchMenuItems.branchId, 1));
    await t.db.update(branchMenuItems).set({ isAvailable: false }).where(where);
    try {
      const res = await confirm(t, guest, groupId);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(itemsUnavailableForGroup(groupId));
    } finally {
      await t.db.update(branchMenuItems).set({ isAvailable: true }).where(where);
    }
    // Removing the out-of-stock line is the way forward; then there is nothing to confirm.
    await setQuantity(t, guest, added.orderItemIds[0] ?? 0, 0);
    const empty = await confirm(t, guest, groupId);
    expect(empty.statusCode).toBe(409);
    expect(empty.json().message).toBe(MSG.pleasePlaceOrders);
  });

  it('refuses after closing time and during checkout', async () => {
    const late = await seatNewOrder(t, { tableId: 9 });
    const coffee2 = await findSize(t.db, 'Filter Coffee', { branchId: 2 });
    const lateCart = await addOk(t, late, [itemBody(late, coffee2.id)]);
    t.clock.set('2026-03-10T19:30:00Z'); // 01:00 in Bengaluru
    try {
      const res = await confirm(t, late, lateCart.order.orderGroups[0]?.id ?? 0);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(MSG.noMoreOrders);
    } finally {
      t.clock.set('2026-03-10T12:00:00Z');
    }

    const guest = await seatNewOrder(t, { tableId: 5 });
    const coffee = await findSize(t.db, 'Filter Coffee');
    const added = await addOk(t, guest, [itemBody(guest, coffee.id)]);
    await t.db.update(orders).set({ status: 'CHECKOUT' }).where(eq(orders.id, guest.orderId));
    const res = await confirm(t, guest, added.order.orderGroups[0]?.id ?? 0);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(MSG.orderNotNew);
  });

  it('answers 404 for a group of another order and 400 for a bad id', async () => {
    const mine = await seatNewOrder(t, { tableId: 6 });
    const theirs = await seatNewOrder(t, { tableId: 7 });
    const coffee = await findSize(t.db, 'Filter Coffee');
    const added = await addOk(t, theirs, [itemBody(theirs, coffee.id)]);
    const groupId = added.order.orderGroups[0]?.id ?? 0;
    const res = await confirm(t, mine, groupId);
    expect(res.statusCode).toBe(404);
    const [group] = await t.db.select().from(orderGroups).where(eq(orderGroups.id, groupId));
    expect(group?.status).toBe('NEW');
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/v1/order/public/confirmation?orderGroupId=abc',
      headers: mine.headers,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^orderGroupId: /);
  });
});
