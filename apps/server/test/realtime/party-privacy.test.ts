import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFUSAL } from '../../src/realtime/channel-access';
import { closeTable } from '../../src/services/staff/close-table';
import { moveOrder } from '../../src/services/staff/move-order';
import { voidOrder } from '../../src/services/staff/void-order';
import { type SeatedGuest, seatGuest } from '../helpers/guest-fixture';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { addOk, findSize, itemBody } from '../orders/cart-fixtures';
import { channelsOf } from './realtime-fixture';
import {
  type ClientSocket,
  connectClient,
  type Received,
  subscribe,
  waitForEvents,
} from './socket-client';

type Phone = ClientSocket & { received: Received[] };

/**
 * Defect 1 of issue 12: a guest's socket stayed in its table's rooms after the order ended or
 * moved, so the next party's cart (with their names) reached the previous guest's phone.
 */
describe('no events of the next party reach the previous party', () => {
  let t: TestApp;
  const sockets: ClientSocket[] = [];

  beforeAll(async () => {
    t = await createTestApp({ realtime: true });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await t.close();
  });

  const follow = async (guest: SeatedGuest): Promise<Phone> => {
    const socket = await connectClient(t.url ?? '', guest.headers);
    sockets.push(socket);
    const channels = await channelsOf(t.db, guest);
    expect(await subscribe(socket, channels.cart)).toEqual({ ok: true });
    expect(await subscribe(socket, channels.customer)).toEqual({ ok: true });
    return socket;
  };
  const deps = () => ({ db: t.db, clock: t.clock, publisher: t.publisher });
  const tenantId = 1;

  /** The next party sits at `tableId`, follows it and adds a line; answers the phone once it heard it. */
  const nextPartyOrders = async (tableId: number, name: string) => {
    const next = await seatGuest(t.db, t.clock, { tableId, name });
    const phone = await follow(next);
    const coffee = await findSize(t.db, 'Filter Coffee');
    await addOk(t, next, [itemBody(next, coffee.id)]);
    await waitForEvents(phone, 'updateOrderCart');
    return next;
  };
  /**
   * What `phone` heard of order `orderId`. A round trip on its connection first: the server
   * wrote every event it sent this socket before the answer, so none is still on the way.
   */
  const heardOf = async (phone: Phone, orderId: number) => {
    expect(await subscribe(phone, 'price-1')).toEqual({ ok: true });
    return phone.received.filter((r) => (r.payload as { orderId?: number }).orderId === orderId);
  };

  it.each([
    ['closed', 7, 'customerLogOutPusherEvent', closeTable],
    ['voided', 8, 'voidEventName', voidOrder],
  ] as const)('after the order is %s', async (_reason, tableId, lastWord, end) => {
    const leaving = await seatGuest(t.db, t.clock, { tableId, name: 'Asha' });
    const oldPhone = await follow(leaving);
    await end(deps(), { tenantId, orderId: leaving.orderId });
    // The last word of the ended order still reaches its guests.
    await waitForEvents(oldPhone, lastWord);

    const next = await nextPartyOrders(tableId, 'Ravi');
    expect(next.orderId).not.toBe(leaving.orderId);
    expect(await heardOf(oldPhone, next.orderId)).toEqual([]);
    // Nor can the old guest join again.
    const channels = await channelsOf(t.db, leaving);
    const refused = { ok: false, message: REFUSAL.notAllowed };
    expect(await subscribe(oldPhone, channels.cart)).toEqual(refused);
    expect(await subscribe(oldPhone, channels.customer)).toEqual(refused);
  });

  it('after the party moved to another table', async () => {
    const moving = await seatGuest(t.db, t.clock, { tableId: 9, name: 'Meera' });
    const oldPhone = await follow(moving);
    await moveOrder(deps(), { tenantId, orderId: moving.orderId, tableId: 10 });
    await waitForEvents(oldPhone, 'customerRefresh');

    const next = await nextPartyOrders(9, 'Kiran');
    expect(await heardOf(oldPhone, next.orderId)).toEqual([]);
  });
});
