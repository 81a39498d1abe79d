import { and, eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  branches,
  orderCustomers,
  orders,
  orderTables,
  staffUserBranches,
} from '../../src/db/schema/index';
import { REFUSAL } from '../../src/realtime/channel-access';
import { SOCKET_REFUSAL } from '../../src/realtime/socket-session';
import { seatGuest } from '../helpers/guest-fixture';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { channelsOf, insertStaffSession } from './realtime-fixture';
import { type ClientSocket, connectClient, subscribe, unsubscribe } from './socket-client';

const OK = { ok: true };
const refused = (message: string) => ({ ok: false, message });

describe('joining realtime channels', () => {
  let t: TestApp;
  const open: ClientSocket[] = [];
  const connect = async (headers: Record<string, string> = {}) => {
    const socket = await connectClient(t.url ?? '', headers);
    open.push(socket);
    return socket;
  };

  beforeAll(async () => {
    t = await createTestApp({ realtime: true });
  });
  afterEach(() => {
    for (const socket of open.splice(0)) socket.disconnect();
  });
  afterAll(async () => {
    await t.close();
  });

  it('admits a guest to its own table’s cart and customer channels only', async () => {
    const atTable1 = await seatGuest(t.db, t.clock, { tableId: 1 });
    const atTable2 = await seatGuest(t.db, t.clock, { tableId: 2 });
    const table1 = await channelsOf(t.db, atTable1);
    const table2 = await channelsOf(t.db, atTable2);
    expect(table1).toEqual({ cart: 'brewroom-indiranagar-1', customer: 'customer-1-1-1' });

    const guest1 = await connect(atTable1.headers);
    expect(await subscribe(guest1, table1.cart)).toEqual(OK);
    expect(await subscribe(guest1, table1.customer)).toEqual(OK);

    const guest2 = await connect(atTable2.headers);
    expect(await subscribe(guest2, table1.cart)).toEqual(refused(REFUSAL.notAllowed));
    expect(await subscribe(guest2, table1.customer)).toEqual(refused(REFUSAL.notAllowed));
    expect(await subscribe(guest2, table2.cart)).toEqual(OK);
  });

  it('refuses a guest of another brand the first brand’s channels', async () => {
    const brand2 = await seatGuest(t.db, t.clock, { tableId: 15 });
    const own = await channelsOf(t.db, brand2);
    const foreign = await channelsOf(t.db, { tenantId: 1, branchId: 1, tableId: 1 });
    const guest = await connect(brand2.headers);
    expect(await subscribe(guest, own.cart)).toEqual(OK);
    expect(await subscribe(guest, foreign.cart)).toEqual(refused(REFUSAL.notAllowed));
    expect(await subscribe(guest, foreign.customer)).toEqual(refused(REFUSAL.notAllowed));
    // The same table id under the guest's own brand but another branch is not theirs either.
    expect(await subscribe(guest, 'customer-2-1-15')).toEqual(refused(REFUSAL.notAllowed));
  });

  it('refuses cart and customer channels without a guest session, or with a stale one', async () => {
    const table1 = await channelsOf(t.db, { tenantId: 1, branchId: 1, tableId: 1 });
    const anonymous = await connect();
    expect(await subscribe(anonymous, table1.cart)).toEqual(refused(REFUSAL.noGuestSession));
    expect(await subscribe(anonymous, table1.customer)).toEqual(refused(REFUSAL.noGuestSession));
    const forged = await connect({ cookie: 'ts_guest=not-a-real-token' });
    expect(await subscribe(forged, table1.cart)).toEqual(refused(REFUSAL.notAllowed));
  });

  it('opens the price channel of an existing branch to anyone', async () => {
    const anonymous = await connect();
    expect(await subscribe(anonymous, 'price-1')).toEqual(OK);
    expect(await subscribe(anonymous, 'price-3')).toEqual(OK);
    expect(await subscribe(anonymous, 'price-999')).toEqual(refused(REFUSAL.unknown));
    expect(await subscribe(anonymous, 'lobby')).toEqual(refused(REFUSAL.unknown));
  });

  it('admits staff to the staff channel of their own branches only', async () => {
    const manager = await insertStaffSession(t.db, t.clock, { staffUserId: 1, tenantId: 1 });
    const manager2 = await insertStaffSession(t.db, t.clock, { staffUserId: 6, tenantId: 2 });
    const revoked = await insertStaffSession(t.db, t.clock, {
      staffUserId: 1,
      tenantId: 1,
      revoked: true,
    });
    const expired = await insertStaffSession(t.db, t.clock, {
      staffUserId: 1,
      tenantId: 1,
      expiresInMs: -1,
    });
    // The waiter loses branch 2.
    await t.db
      .delete(staffUserBranches)
      .where(and(eq(staffUserBranches.staffUserId, 3), eq(staffUserBranches.branchId, 2)));
    const waiter = await insertStaffSession(t.db, t.clock, { staffUserId: 3, tenantId: 1 });
    const guestAt1 = await seatGuest(t.db, t.clock, { tableId: 4 });

    const cases: [string, Record<string, string>, string, object][] = [
      ['manager, own branch', manager, 'staff-1-1', OK],
      ['manager, other own branch', manager, 'staff-1-2', OK],
      ['manager, other brand', manager, 'staff-2-3', refused(REFUSAL.notAllowed)],
      ['manager, branch under wrong brand', manager, 'staff-2-1', refused(REFUSAL.notAllowed)],
      ['manager2, own branch', manager2, 'staff-2-3', OK],
      ['manager2, other brand', manager2, 'staff-1-1', refused(REFUSAL.notAllowed)],
      ['waiter, branch kept', waiter, 'staff-1-1', OK],
      ['waiter, branch taken away', waiter, 'staff-1-2', refused(REFUSAL.notAllowed)],
      ['revoked session', revoked, 'staff-1-1', refused(REFUSAL.notAllowed)],
      ['expired session', expired, 'staff-1-1', refused(REFUSAL.notAllowed)],
      ['guest session', guestAt1.headers, 'staff-1-1', refused(REFUSAL.noStaffSession)],
      ['no session', {}, 'staff-1-1', refused(REFUSAL.noStaffSession)],
    ];
    for (const [name, headers, channel, expected] of cases) {
      const socket = await connect(headers);
      expect(await subscribe(socket, channel), name).toEqual(expected);
      socket.disconnect();
    }
  });

  it('answers malformed subscribe requests with ok:false and keeps serving', async () => {
    const guestAt1 = await seatGuest(t.db, t.clock, { tableId: 1 });
    const table1 = await channelsOf(t.db, guestAt1);
    const socket = await connect(guestAt1.headers);
    // Untyped, as a hostile client would send them.
    const raw = socket as unknown as Socket;
    const malformed: unknown[][] = [
      [],
      [null],
      ['brewroom-indiranagar-1'],
      [42],
      [{}],
      [{ channel: 7 }],
      [{ channel: '' }],
      [{ channel: 'x'.repeat(201) }],
      [{ channel: ['customer-1-1-1'] }],
    ];
    for (const args of malformed) {
      const answer = await raw.timeout(5_000).emitWithAck('subscribe', ...args);
      expect(answer, JSON.stringify(args)).toEqual(refused(SOCKET_REFUSAL.malformed));
      const leave = await raw.timeout(5_000).emitWithAck('unsubscribe', ...args);
      expect(leave, `unsubscribe ${JSON.stringify(args)}`).toEqual(
        refused(SOCKET_REFUSAL.malformed),
      );
    }
    // Without an acknowledgement there is nobody to answer; the request must not break anything.
    raw.emit('subscribe', { channel: table1.cart });
    raw.emit('subscribe', 'garbage');
    expect(await subscribe(socket, table1.customer)).toEqual(OK);
    expect(await subscribe(await connect(), 'price-1')).toEqual(OK);
  });

  it('re-checks the table PIN on every subscribe', async () => {
    await seatGuest(t.db, t.clock, { tableId: 3 });
    const joiner = await seatGuest(t.db, t.clock, { tableId: 3 });
    const table3 = await channelsOf(t.db, joiner);
    const setPin = (pinVerified: boolean) =>
      t.db
        .update(orderCustomers)
        .set({ pinVerified })
        .where(
          and(
            eq(orderCustomers.orderId, joiner.orderId),
            eq(orderCustomers.customerId, joiner.customerId),
          ),
        );
    await setPin(false);
    const socket = await connect(joiner.headers);
    expect(await subscribe(socket, table3.cart)).toEqual(refused(REFUSAL.notAllowed));
    expect(await subscribe(socket, table3.customer)).toEqual(refused(REFUSAL.notAllowed));
    await setPin(true);
    expect(await subscribe(socket, table3.cart)).toEqual(OK);
    expect(await subscribe(socket, table3.customer)).toEqual(OK);
  });

  it('refuses a closed order’s guest its table’s channels, even before a new party sits down', async () => {
    const leaving = await seatGuest(t.db, t.clock, { tableId: 5 });
    const table5 = await channelsOf(t.db, leaving);
    await t.db
      .update(orderTables)
      .set({ active: false, releasedAt: t.clock.now() })
      .where(eq(orderTables.orderId, leaving.orderId));
    await t.db
      .update(orders)
      .set({ status: 'COMPLETED', closedAt: t.clock.now() })
      .where(eq(orders.id, leaving.orderId));

    const socket = await connect(leaving.headers);
    expect(await subscribe(socket, table5.customer)).toEqual(refused(REFUSAL.notAllowed));
    expect(await subscribe(socket, table5.cart)).toEqual(refused(REFUSAL.notAllowed));

    const next = await seatGuest(t.db, t.clock, { tableId: 5 });
    expect(next.orderId).not.toBe(leaving.orderId);
    const nextSocket = await connect(next.headers);
    expect(await subscribe(nextSocket, table5.cart)).toEqual(OK);
  });

  it('limits subscribe requests per connection', async () => {
    const socket = await connect();
    for (let i = 0; i < 50; i += 1) expect(await subscribe(socket, 'price-1')).toEqual(OK);
    expect(await subscribe(socket, 'price-1')).toEqual(refused(SOCKET_REFUSAL.tooMany));
    // Another connection has its own allowance; this one gets a new one a minute later.
    expect(await subscribe(await connect(), 'price-1')).toEqual(OK);
    t.clock.advance(60_000);
    expect(await subscribe(socket, 'price-1')).toEqual(OK);
  });

  it('caps the channels one connection may follow', async () => {
    const added = await t.db
      .insert(branches)
      .values(
        Array.from({ length: 20 }, (_, i) => ({
          tenantId: 1,
          name: `Pop-up ${i}`,
          shortName: `popup${i}`,
          displayName: `Pop-up ${i}`,
        })),
      )
      .returning({ id: branches.id });
    const socket = await connect();
    for (const { id } of added) expect(await subscribe(socket, `price-${id}`)).toEqual(OK);
    expect(await subscribe(socket, 'price-1')).toEqual(refused(SOCKET_REFUSAL.tooManyChannels));
    // Asking again for a channel it follows is fine; leaving one makes room.
    expect(await subscribe(socket, `price-${added[0]?.id}`)).toEqual(OK);
    expect(await unsubscribe(socket, `price-${added[0]?.id}`)).toEqual(OK);
    expect(await subscribe(socket, 'price-1')).toEqual(OK);
  });

  it('refuses a browser handshake from another origin', async () => {
    await expect(connectClient(t.url ?? '', { origin: 'http://evil.example' })).rejects.toThrow();
    const host = new URL(t.url ?? '').host;
    const sameOrigin = await connect({ origin: `http://${host}` });
    expect(await subscribe(sameOrigin, 'price-1')).toEqual(OK);
    // Long polling (the fallback of bad networks) carries the cookie too.
    const guest = await seatGuest(t.db, t.clock, { tableId: 6 });
    const polling = await connectClient(t.url ?? '', guest.headers, ['polling']);
    open.push(polling);
    expect(await subscribe(polling, (await channelsOf(t.db, guest)).cart)).toEqual(OK);
  });

  it('refuses a guest whose session expired', async () => {
    const guest = await seatGuest(t.db, t.clock, { tableId: 7 });
    const table7 = await channelsOf(t.db, guest);
    const socket = await connect(guest.headers);
    expect(await subscribe(socket, table7.cart)).toEqual(OK);
    t.clock.advance(13 * 60 * 60 * 1000);
    expect(await subscribe(socket, table7.customer)).toEqual(refused(REFUSAL.notAllowed));
  });
});
