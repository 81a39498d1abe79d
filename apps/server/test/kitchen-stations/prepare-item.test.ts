import { KITCHEN_STATION_ROUTES } from '@tableside/shared/contract/kitchen-stations';
import type { TOrder } from '@tableside/shared/contract/order';
import { buildPath, GUEST_ROUTES, STAFF_ROUTES } from '@tableside/shared/contract/routes';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/db/schema/index';
import { rooms } from '../../src/realtime/rooms';
import { type SeatedGuest, seatGuest } from '../helpers/guest-fixture';
import { signIn } from '../staff-api/staff-api-fixture';
import { addGroup, itemRow, useStaffApp } from '../staff-services/staff-fixture';
import { call } from './station-fixture';

const t = useStaffApp();
let kitchen: Record<string, string>;
beforeAll(async () => {
  kitchen = await signIn(t, 'kitchen');
});

const prep = (orderItemId: number, prepStatus: string, headers = kitchen) =>
  call(t, headers, 'POST', buildPath(KITCHEN_STATION_ROUTES.prepareItem, { id: orderItemId }), {
    prepStatus,
  });

/** The guest's own read of the order (GET /v1/order/public?id=), the item by id. */
async function guestItem(guest: SeatedGuest, orderItemId: number) {
  const res = await t.app.inject({
    method: 'GET',
    url: `${GUEST_ROUTES.order}?id=${guest.orderId}`,
    headers: guest.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  const order = res.json<TOrder>();
  return order.orderGroups.flatMap((g) => g.orderItems).find((i) => i.id === orderItemId);
}

describe('POST /v1/staff/order-items/:id/prep', () => {
  it('moves an item NEW -> PREPARING -> READY, shown to the guest, then deliver makes it DELIVERED', async () => {
    const guest = await seatGuest(t.db, t.clock, { tableId: 1 });
    const { groupId, itemIds } = await addGroup(t.db, guest, 'IN_PROGRESS', [{}]);
    const itemId = itemIds[0] ?? 0;
    expect((await guestItem(guest, itemId))?.prepStatus).toBe('NEW');
    const before = t.events.length;

    const started = await prep(itemId, 'PREPARING');
    expect(started.statusCode, started.body).toBe(200);
    expect((await guestItem(guest, itemId))?.prepStatus).toBe('PREPARING');
    expect((await prep(itemId, 'READY')).statusCode).toBe(200);
    const ready = await guestItem(guest, itemId);
    expect(ready).toMatchObject({ status: 'IN_PROGRESS', prepStatus: 'READY' });

    // To the order's own table (cart room, with the order's seq) and its branch's staff only.
    const prepEvents = t.events.slice(before).filter((e) => e.event === 'orderItemPrepStatus');
    expect(
      prepEvents.map((e) => [e.room, (e.payload as { prepStatus: string }).prepStatus]),
    ).toEqual([
      [rooms.cart(guest), 'PREPARING'],
      [rooms.cart(guest), 'READY'],
    ]);
    const seqs = prepEvents.map((e) => (e.payload as { seq: number }).seq);
    expect(seqs[1]).toBe((seqs[0] ?? 0) + 1);
    expect(prepEvents[0]?.payload).toMatchObject({
      orderId: guest.orderId,
      orderGroupId: groupId,
      orderItemId: itemId,
    });
    const staffRooms = new Set(
      t.events
        .slice(before)
        .filter((e) => e.event === 'staffOrderUpdate')
        .map((e) => e.room),
    );
    expect([...staffRooms]).toEqual([rooms.staff(guest)]);

    const audit = await t.db
      .select({ detail: auditLog.detail })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'orderItem.prep'), eq(auditLog.entityId, String(itemId))));
    expect(audit.map((a) => a.detail)).toEqual([
      expect.objectContaining({ from: 'NEW', to: 'PREPARING' }),
      expect.objectContaining({ from: 'PREPARING', to: 'READY' }),
    ]);

    const delivered = await call(
      t,
      kitchen,
      'POST',
      buildPath(STAFF_ROUTES.deliverItem, { id: itemId }),
    );
    expect(delivered.statusCode).toBe(200);
    const served = await guestItem(guest, itemId);
    expect(served?.status).toBe('DELIVERED');
    // The spec's shape for a delivered item: no kitchen state beside it.
    expect(served).not.toHaveProperty('prepStatus');
  });

  it('refuses going back, and items not confirmed, delivered or cancelled, with a 409 naming the state', async () => {
    const guest = await seatGuest(t.db, t.clock, { tableId: 2 });
    const { itemIds } = await addGroup(t.db, guest, 'IN_PROGRESS', [
      {},
      { status: 'DELIVERED' },
      { status: 'CANCELLED', cancelledQuantity: 1 },
    ]);
    const [cooking = 0, served = 0, cancelled = 0] = itemIds;
    const cart = await addGroup(t.db, guest, 'NEW', [{}]);
    expect((await prep(cooking, 'READY')).statusCode).toBe(200);
    const eventsBefore = t.events.length;

    const back = await prep(cooking, 'PREPARING');
    expect(back.statusCode).toBe(409);
    expect(back.json().message).toMatch(/already READY/);
    // The same state again is no change, and no event.
    expect((await prep(cooking, 'READY')).statusCode).toBe(200);
    expect((await prep(served, 'PREPARING')).json().message).toMatch(/DELIVERED/);
    expect((await prep(cancelled, 'READY')).json().message).toMatch(/CANCELLED/);
    const inCart = await prep(cart.itemIds[0] ?? 0, 'PREPARING');
    expect(inCart.statusCode).toBe(409);
    expect(inCart.json().message).toMatch(/not confirmed/);
    expect(t.events.length).toBe(eventsBefore);
    expect((await itemRow(t.db, cooking)).prepStatus).toBe('READY');
    expect((await itemRow(t.db, served)).prepStatus).toBe('NEW');

    const bad = await prep(cooking, 'DELIVERED');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^prepStatus/);
  });

  it('answers 403 to a customer associate and 404 across brands, changing nothing', async () => {
    const guest = await seatGuest(t.db, t.clock, { tableId: 3 });
    const { itemIds } = await addGroup(t.db, guest, 'IN_PROGRESS', [{}]);
    const itemId = itemIds[0] ?? 0;
    const associate = await signIn(t, 'associate');
    expect((await prep(itemId, 'PREPARING', associate)).statusCode).toBe(403);
    const waiter = await signIn(t, 'waiter');
    expect((await prep(itemId, 'PREPARING', waiter)).statusCode).toBe(200);
    const owner2 = await signIn(t, 'owner2');
    expect((await prep(itemId, 'READY', owner2)).statusCode).toBe(404);
    expect((await itemRow(t.db, itemId)).prepStatus).toBe('PREPARING');
  });
});
