import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rooms } from '../../src/realtime/rooms';
import { type SeatedGuest, seatGuest } from '../helpers/guest-fixture';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { channelsOf } from './realtime-fixture';
import {
  type ClientSocket,
  connectClient,
  type Received,
  subscribe,
  unsubscribe,
  waitForEvents,
} from './socket-client';

type Listener = ClientSocket & { received: Received[] };

describe('delivering published events', () => {
  let t: TestApp;
  /** Two brands, two tables each. */
  const seats: Record<string, SeatedGuest> = {};
  const sockets: Listener[] = [];

  beforeAll(async () => {
    t = await createTestApp({ realtime: true });
    for (const [name, tableId] of [
      ['brand1-table1', 1],
      ['brand1-table2', 2],
      ['brand2-table15', 15],
      ['brand2-table16', 16],
    ] as const) {
      seats[name] = await seatGuest(t.db, t.clock, { tableId });
    }
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await t.close();
  });

  /** A connected socket of `guest` on its table's channels (and its branch's price channel). */
  const follow = async (guest: SeatedGuest, which: ('cart' | 'customer')[]) => {
    const socket = await connectClient(t.url ?? '', guest.headers);
    sockets.push(socket);
    const channels = await channelsOf(t.db, guest);
    for (const kind of which) expect(await subscribe(socket, channels[kind])).toEqual({ ok: true });
    expect(await subscribe(socket, `price-${guest.branchId}`)).toEqual({ ok: true });
    return socket;
  };

  const roomsOf = (guest: SeatedGuest) => ({
    cart: rooms.cart(guest),
    customer: rooms.customer(guest),
  });

  /**
   * Every socket gets an updatePrice of its branch last; delivery to one socket is in order, so
   * once it arrived, everything published before it to that socket has arrived too.
   */
  const settle = async (listeners: Listener[], round: number) => {
    for (const branchId of [1, 3])
      t.publisher.publish(rooms.price(branchId), 'updatePrice', { branchId });
    await Promise.all(listeners.map((socket) => waitForEvents(socket, 'updatePrice', round)));
  };

  const orderEvents = (socket: Listener) =>
    socket.received.filter((r) => r.event !== 'updatePrice');

  it('reaches exactly the sockets joined to the room, in order, across 2 tenants x 2 tables', async () => {
    const names = Object.keys(seats);
    const full = await Promise.all(names.map((name) => follow(seats[name]!, ['cart', 'customer'])));
    // A second guest's phone at table 1 that follows the cart but not the customer channel.
    const cartOnly = await follow(seats['brand1-table1']!, ['cart']);
    const priceOnly = await connectClient(t.url ?? '');
    sockets.push(priceOnly);
    expect(await subscribe(priceOnly, 'price-1')).toEqual({ ok: true });

    for (const name of names) {
      const guest = seats[name]!;
      const room = roomsOf(guest);
      const { orderId } = guest;
      for (let seq = 1; seq <= 3; seq += 1) {
        t.publisher.publish(room.cart, 'confirmedOrderCart', { orderId, seq, orderGroupId: seq });
      }
      t.publisher.publish(room.customer, 'refreshCart', { orderId, seq: 4 });
    }
    await settle([...full, cartOnly, priceOnly], 1);

    for (const [index, name] of names.entries()) {
      const { orderId } = seats[name]!;
      const cart = [1, 2, 3].map((seq) => ({
        event: 'confirmedOrderCart',
        payload: { orderId, seq, orderGroupId: seq },
      }));
      const expected = [...cart, { event: 'refreshCart', payload: { orderId, seq: 4 } }];
      expect(orderEvents(full[index]!), name).toEqual(expected);
      if (name === 'brand1-table1') expect(orderEvents(cartOnly)).toEqual(cart);
    }
    expect(orderEvents(priceOnly)).toEqual([]);
    // Each price event went to its own branch only.
    for (const socket of [...full, cartOnly, priceOnly]) {
      expect(socket.received.filter((r) => r.event === 'updatePrice')).toHaveLength(1);
    }

    // After leaving the cart channel, the table-1 phone hears the customer channel only.
    const table1 = full[0]!;
    const before = orderEvents(table1).length;
    expect(
      await unsubscribe(table1, (await channelsOf(t.db, seats['brand1-table1']!)).cart),
    ).toEqual({ ok: true });
    const guest = seats['brand1-table1']!;
    t.publisher.publish(roomsOf(guest).cart, 'confirmedOrderCart', {
      orderId: guest.orderId,
      seq: 5,
      orderGroupId: 9,
    });
    t.publisher.publish(roomsOf(guest).customer, 'refreshCart', { orderId: guest.orderId, seq: 6 });
    await settle([...full, cartOnly, priceOnly], 2);
    expect(
      orderEvents(table1)
        .slice(before)
        .map((r) => r.event),
    ).toEqual(['refreshCart']);
    expect(orderEvents(cartOnly).at(-1)?.event).toBe('confirmedOrderCart');
  });

  it('throws on an event that breaks the contract instead of sending it', () => {
    const guest = seats['brand1-table1']!;
    expect(() =>
      t.publisher.publish(roomsOf(guest).cart, 'confirmedOrderCart', {
        orderId: guest.orderId,
        seq: 0,
      } as never),
    ).toThrow(/confirmedOrderCart to cart:1:1:1 breaks its schema/);
    expect(() =>
      t.publisher.publish(roomsOf(guest).customer, 'confirmedOrderCart', {
        orderId: guest.orderId,
        seq: 1,
        orderGroupId: 1,
      }),
    ).toThrow(/belongs in a cart room/);
  });
});
