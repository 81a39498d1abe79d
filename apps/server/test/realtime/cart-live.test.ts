import type { TUpdateOrderCartEvent } from '@tableside/shared/contract/realtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rooms } from '../../src/realtime/rooms';
import { seatGuest } from '../helpers/guest-fixture';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { addOk, confirm, findSize, itemBody, setQuantity } from '../orders/cart-fixtures';
import { channelsOf } from './realtime-fixture';
import { type ClientSocket, connectClient, subscribe, waitForEvents } from './socket-client';

describe('the shared cart, live over Socket.IO', () => {
  let t: TestApp;
  const sockets: ClientSocket[] = [];

  beforeAll(async () => {
    t = await createTestApp({ realtime: true });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await t.close();
  });

  const follow = async (guest: Awaited<ReturnType<typeof seatGuest>>) => {
    const socket = await connectClient(t.url ?? '', guest.headers);
    sockets.push(socket);
    const channels = await channelsOf(t.db, guest);
    expect(await subscribe(socket, channels.cart)).toEqual({ ok: true });
    expect(await subscribe(socket, channels.customer)).toEqual({ ok: true });
    expect(await subscribe(socket, `price-${guest.branchId}`)).toEqual({ ok: true });
    return socket;
  };

  it('two guests at one table see each other’s cart changes and confirmation in order', async () => {
    const asha = await seatGuest(t.db, t.clock, { tableId: 1, name: 'Asha' });
    const ravi = await seatGuest(t.db, t.clock, { tableId: 1, name: 'Ravi' });
    expect(ravi.orderId).toBe(asha.orderId);
    const nextTable = await seatGuest(t.db, t.clock, { tableId: 2, name: 'Meera' });
    const ashaPhone = await follow(asha);
    const raviPhone = await follow(ravi);
    const meeraPhone = await follow(nextTable);

    const coffee = await findSize(t.db, 'Filter Coffee');
    const chai = await findSize(t.db, 'Masala Chai');
    const byAsha = await addOk(t, asha, [itemBody(asha, coffee.id)]);
    const byRavi = await addOk(t, ravi, [itemBody(ravi, chai.id)]);
    const chaiId = byRavi.orderItemIds[0] ?? 0;
    expect((await setQuantity(t, ravi, chaiId, 3)).statusCode).toBe(200);
    const groupId = byAsha.order.orderGroups[0]?.id ?? 0;
    const confirmed = await confirm(t, ravi, groupId);
    expect(confirmed.statusCode).toBe(200);

    for (const phone of [ashaPhone, raviPhone]) {
      await waitForEvents(phone, 'confirmedOrderCart');
      const cartEvents = phone.received.filter((r) =>
        ['updateOrderCart', 'confirmedOrderCart'].includes(r.event),
      );
      expect(cartEvents.map((r) => r.event)).toEqual([
        'updateOrderCart',
        'updateOrderCart',
        'updateOrderCart',
        'confirmedOrderCart',
      ]);
      const seqs = cartEvents.map((r) => (r.payload as { seq: number }).seq);
      expect(seqs).toEqual([...seqs].sort((x, y) => x - y));
      expect(new Set(seqs).size).toBe(seqs.length);
      expect(seqs.at(-1)).toBe(confirmed.json().seq);

      // Each guest sees the other's line: who added what, and Ravi's new quantity.
      const lines = cartEvents
        .slice(0, 3)
        .map((r) => (r.payload as TUpdateOrderCartEvent).orderGroups[0]?.orderItems[0]);
      expect(
        lines.map((line) => [line?.customerId, line?.menuItemMaster.id, line?.quantity]),
      ).toEqual([
        [asha.customerId, coffee.id, 1],
        [ravi.customerId, chai.id, 1],
        [ravi.customerId, chai.id, 3],
      ]);
      expect(cartEvents[3]?.payload).toEqual({
        orderId: asha.orderId,
        seq: seqs[3],
        orderGroupId: groupId,
      });
    }

    // Table 2 heard nothing of it: a last price event shows everything before it has arrived.
    t.publisher.publish(rooms.price(1), 'updatePrice', { branchId: 1 });
    await waitForEvents(meeraPhone, 'updatePrice');
    expect(meeraPhone.received.map((r) => r.event)).toEqual(['updatePrice']);
  });
});
