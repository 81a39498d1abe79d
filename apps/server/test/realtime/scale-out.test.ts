import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rooms } from '../../src/realtime/rooms';
import { createRealtimeServer } from '../../src/realtime/socket-server';
import { closeTable } from '../../src/services/staff/close-table';
import { seatGuest } from '../helpers/guest-fixture';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { addOk, findSize, itemBody } from '../orders/cart-fixtures';
import { channelsOf } from './realtime-fixture';
import { type ClientSocket, connectClient, subscribe, waitForEvents } from './socket-client';

const redisUrl = process.env.TEST_REDIS_URL;

describe('realtime start-up', () => {
  it('fails fast with a clear message when Redis is unreachable', async () => {
    const start = createRealtimeServer({
      db: {} as never,
      clock: { now: () => new Date() },
      config: {
        NODE_ENV: 'test',
        PUBLIC_URL: 'http://localhost:3000',
        REDIS_URL: 'redis://user:secret@127.0.0.1:1',
      },
    });
    await expect(start).rejects.toThrow(
      /^Cannot reach Redis at REDIS_URL redis:\/\/user:\*\*\*@127\.0\.0\.1:1: /,
    );
  });
});

// CI sets TEST_REDIS_URL, so this runs there; without it there is no Redis to share.
describe.skipIf(!redisUrl)('two server processes sharing Redis and one database', () => {
  let a: TestApp;
  let b: TestApp;
  const sockets: ClientSocket[] = [];

  beforeAll(async () => {
    // Channels of their own, so concurrent runs (both database projects) do not hear each other.
    const realtime = { redisKey: `tableside-test-${randomBytes(6).toString('hex')}` };
    const env = { REDIS_URL: redisUrl ?? '' };
    a = await createTestApp({ realtime, env });
    b = await createTestApp({ realtime, env, database: a.database });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await b?.close();
    await a?.close();
  });

  it('delivers an event published by one process to a guest connected to the other', async () => {
    const table1 = await seatGuest(a.db, a.clock, { tableId: 1 });
    const table2 = await seatGuest(a.db, a.clock, { tableId: 2 });
    const brand2 = await seatGuest(a.db, a.clock, { tableId: 15 });
    const connect = async (url: string | undefined, guest: typeof table1) => {
      const socket = await connectClient(url ?? '', guest.headers);
      sockets.push(socket);
      const channels = await channelsOf(a.db, guest);
      expect(await subscribe(socket, channels.cart)).toEqual({ ok: true });
      expect(await subscribe(socket, `price-${guest.branchId}`)).toEqual({ ok: true });
      return socket;
    };
    const onA = await connect(a.url, table1);
    const onB = await connect(b.url, table1);
    const otherTable = await connect(a.url, table2);
    const otherBrand = await connect(b.url, brand2);

    // Events of one process keep their order through Redis. Two processes' events may arrive
    // interleaved either way: the per-order seq is how clients put them right.
    const { orderId } = table1;
    const confirmed = (seq: number) => ({
      event: 'confirmedOrderCart',
      payload: { orderId, seq, orderGroupId: seq + 10 },
    });
    for (const seq of [1, 2, 3]) {
      b.publisher.publish(rooms.cart(table1), 'confirmedOrderCart', confirmed(seq).payload);
    }
    const fromB = [1, 2, 3].map(confirmed);
    expect(await waitForEvents(onA, 'confirmedOrderCart', 3)).toEqual(fromB);
    expect(await waitForEvents(onB, 'confirmedOrderCart', 3)).toEqual(fromB);
    a.publisher.publish(rooms.cart(table1), 'confirmedOrderCart', confirmed(4).payload);
    expect(await waitForEvents(onB, 'confirmedOrderCart', 4)).toEqual([...fromB, confirmed(4)]);
    expect(await waitForEvents(onA, 'confirmedOrderCart', 4)).toEqual([...fromB, confirmed(4)]);

    // A last event through Redis to every socket: what the others got before it is all they got.
    for (const branchId of [1, 3]) {
      b.publisher.publish(rooms.price(branchId), 'updatePrice', { branchId });
    }
    await Promise.all([otherTable, otherBrand].map((s) => waitForEvents(s, 'updatePrice')));
    expect(otherTable.received.map((r) => r.event)).toEqual(['updatePrice']);
    expect(otherBrand.received.map((r) => r.event)).toEqual(['updatePrice']);
  });

  it('takes the sockets of an ended order out of its table’s rooms on every process', async () => {
    const leaving = await seatGuest(a.db, a.clock, { tableId: 11, name: 'Asha' });
    const channels = await channelsOf(a.db, leaving);
    const oldPhone = await connectClient(b.url ?? '', leaving.headers);
    sockets.push(oldPhone);
    for (const channel of [channels.cart, channels.customer, 'price-1']) {
      expect(await subscribe(oldPhone, channel)).toEqual({ ok: true });
    }
    await closeTable(
      { db: a.db, clock: a.clock, publisher: a.publisher },
      { tenantId: 1, orderId: leaving.orderId },
    );
    await waitForEvents(oldPhone, 'customerLogOutPusherEvent');

    const next = await seatGuest(a.db, a.clock, { tableId: 11, name: 'Ravi' });
    const coffee = await findSize(a.db, 'Filter Coffee');
    await addOk(a, next, [itemBody(next, coffee.id)]);
    // Redis keeps one process's order: once this arrives, the cart event would have too.
    a.publisher.publish(rooms.price(1), 'updatePrice', { branchId: 1 });
    await waitForEvents(oldPhone, 'updatePrice');
    expect(oldPhone.received.map((r) => r.event)).toEqual([
      'customerLogOutPusherEvent',
      'updatePrice',
    ]);
  });
});
