import { staffChannel } from '@tableside/shared/contract/channels';
import { STAFF_ROUTES } from '@tableside/shared/contract/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rooms } from '../../src/realtime/rooms';
import { createTestApp, type TestApp } from '../helpers/test-app';
import {
  type ClientSocket,
  connectClient,
  type Received,
  subscribe,
  waitForEvents,
} from '../realtime/socket-client';
import { DEMO_PASSWORD, signIn } from '../staff-api/staff-api-fixture';
import { DEMO } from '../staff-services/staff-fixture';
import { accountCalls } from './staff-accounts-fixture';

type Listener = ClientSocket & { received: Received[] };

describe('deactivating a member, live', () => {
  let t: TestApp;
  const sockets: Listener[] = [];

  beforeAll(async () => {
    t = await createTestApp({ realtime: true });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await t.close();
  });

  /** A console of `username` following branch 1's staff channel. */
  const console = async (username: string) => {
    const headers = await signIn(t, username);
    const socket = await connectClient(t.url ?? '', headers);
    sockets.push(socket);
    const channel = staffChannel({ brandId: DEMO.tenantId, branchId: DEMO.branchId });
    expect(await subscribe(socket, channel)).toEqual({ ok: true });
    return { headers, socket };
  };
  /** A staff event on branch 1 last: once it arrived, everything before it did too. */
  const settle = async (listeners: Listener[], round: number) => {
    t.publisher.publish(rooms.staff({ tenantId: DEMO.tenantId, branchId: 1 }), 'staffOrderUpdate', {
      orderId: 999,
    });
    await Promise.all(listeners.map((s) => waitForEvents(s, 'staffOrderUpdate', round)));
  };
  const signedOut = (socket: Listener) =>
    socket.received.filter((r) => r.event === 'staffSignedOut');

  it("ends the waiter's sessions and tells his consoles only, then leaves him deaf", async () => {
    const calls = accountCalls(t);
    const owner = await console('owner');
    const waiterTablet = await console('waiter');
    const waiterLaptop = await console('waiter');
    const kitchen = await console('kitchen');
    const everyone = [owner.socket, waiterTablet.socket, waiterLaptop.socket, kitchen.socket];
    await settle(everyone, 1);

    const read = await calls.accountOf('waiter', owner.headers);
    const res = await calls.update(
      read.id,
      { version: read.version, active: false },
      owner.headers,
    );
    expect(res.statusCode, res.body).toBe(200);

    for (const waiter of [waiterTablet, waiterLaptop]) {
      const [event] = await waitForEvents(waiter.socket, 'staffSignedOut');
      expect(event?.payload).toEqual({ staffUserId: DEMO.staff.waiter });
      const me = await t.app.inject({
        method: 'GET',
        url: STAFF_ROUTES.me,
        headers: waiter.headers,
      });
      expect(me.statusCode).toBe(401);
    }
    // The owner's and the kitchen's consoles hear the branch but not the waiter's sign-out.
    await settle([owner.socket, kitchen.socket], 2);
    expect(signedOut(owner.socket)).toEqual([]);
    expect(signedOut(kitchen.socket)).toEqual([]);
    // The waiter's open sockets left the branch's staff room: nothing more reaches them.
    expect(waiterTablet.socket.received.filter((r) => r.event === 'staffOrderUpdate')).toHaveLength(
      1,
    );
    expect((await calls.login('waiter', DEMO_PASSWORD)).statusCode).toBe(401);

    // Reactivated, he signs in again and hears the branch again.
    const off = await calls.accountOf('waiter', owner.headers);
    const on = await calls.update(off.id, { version: off.version, active: true }, owner.headers);
    expect(on.json()).toMatchObject({ active: true });
    const back = await console('waiter');
    await settle([kitchen.socket], 3);
    expect(await waitForEvents(back.socket, 'staffOrderUpdate')).toHaveLength(1);
  });
});
