import { KITCHEN_STATION_ROUTES } from '@tableside/shared/contract/kitchen-stations';
import { buildPath } from '@tableside/shared/contract/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rooms } from '../../src/realtime/rooms';
import { seatGuest } from '../helpers/guest-fixture';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { channelsOf } from '../realtime/realtime-fixture';
import {
  type ClientSocket,
  connectClient,
  subscribe,
  waitForEvents,
} from '../realtime/socket-client';
import { signIn } from '../staff-api/staff-api-fixture';
import { addGroup } from '../staff-services/staff-fixture';

describe('the kitchen starting an item, live', () => {
  let t: TestApp;
  const sockets: ClientSocket[] = [];

  beforeAll(async () => {
    t = await createTestApp({ realtime: true });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await t.close();
  });

  it("reaches the order's guests on their table's cart channel, and not another table's", async () => {
    const guest = await seatGuest(t.db, t.clock, { tableId: 1 });
    const neighbour = await seatGuest(t.db, t.clock, { tableId: 2 });
    const { groupId, itemIds } = await addGroup(t.db, guest, 'IN_PROGRESS', [{}]);
    const listen = async (who: typeof guest) => {
      const socket = await connectClient(t.url ?? '', who.headers);
      sockets.push(socket);
      expect(await subscribe(socket, (await channelsOf(t.db, who)).cart)).toEqual({ ok: true });
      return socket;
    };
    const mine = await listen(guest);
    const theirs = await listen(neighbour);

    const res = await t.app.inject({
      method: 'POST',
      url: buildPath(KITCHEN_STATION_ROUTES.prepareItem, { id: itemIds[0] ?? 0 }),
      headers: await signIn(t, 'kitchen'),
      payload: { prepStatus: 'PREPARING' },
    });
    expect(res.statusCode, res.body).toBe(200);

    const [received] = await waitForEvents(mine, 'orderItemPrepStatus');
    expect(received?.payload).toMatchObject({
      orderId: guest.orderId,
      orderGroupId: groupId,
      orderItemId: itemIds[0],
      prepStatus: 'PREPARING',
    });
    // Delivery to a socket is in order: once a later event reached the neighbour, the prep
    // event would have too, had it been sent there.
    t.publisher.publish(rooms.cart(neighbour), 'confirmedOrderCart', {
      orderId: neighbour.orderId,
      seq: 1,
      orderGroupId: 1,
    });
    await waitForEvents(theirs, 'confirmedOrderCart');
    expect(theirs.received.map((r) => r.event)).toEqual(['confirmedOrderCart']);
  });
});
