import { MSG } from '@tableside/shared/domain/messages';
import { orderRedirect } from '@tableside/shared/domain/order-redirects';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, orderTables } from '../../src/db/schema/index';
import { rooms } from '../../src/realtime/rooms';
import { closeTable } from '../../src/services/staff/close-table';
import { moveOrder } from '../../src/services/staff/move-order';
import { voidOrder } from '../../src/services/staff/void-order';
import { seatGuest } from '../helpers/guest-fixture';
import {
  activeTableIds,
  DEMO,
  expectAppError,
  orderRow,
  roomsOf,
  staffDeps,
  useStaffApp,
} from './staff-fixture';

const t = useStaffApp();

const tenantId = DEMO.tenantId;

async function tableRows(orderId: number) {
  return t.db.select().from(orderTables).where(eq(orderTables.orderId, orderId));
}

describe('closeTable', () => {
  it('system-completes the order, frees the table and logs the guests out', async () => {
    const guest = await seatGuest(t.db, t.clock, { tableId: 2 });
    const { deps, events } = staffDeps(t);

    const result = await closeTable(deps, { tenantId, orderId: guest.orderId });

    expect(result).toEqual({ orderId: guest.orderId, releasedTableIds: [2] });
    const order = await orderRow(t.db, guest.orderId);
    expect(order).toMatchObject({
      status: 'COMPLETED',
      isSystemCompleted: true,
      isVoid: false,
      closedAt: t.clock.now(),
    });
    expect(await tableRows(guest.orderId)).toEqual([
      expect.objectContaining({ tableId: 2, active: false, releasedAt: t.clock.now() }),
    ]);
    const room = roomsOf(guest);
    expect(events).toEqual([
      {
        room: room.customer,
        event: 'customerLogOutPusherEvent',
        payload: { orderId: guest.orderId, seq: 1, orderStatus: 'COMPLETED' },
      },
      { room: room.staff, event: 'staffOrderUpdate', payload: { orderId: guest.orderId } },
      { room: room.staff, event: 'staffTableUpdate', payload: { tableId: 2, orderId: null } },
    ]);
    // The guests' app sends them to session-expired; the next scan opens a new order.
    expect(orderRedirect(order, '/home')).toEqual({ to: '/session-expired' });
    const next = await seatGuest(t.db, t.clock, { tableId: 2 });
    expect(next.orderId).not.toBe(guest.orderId);
  });

  it('is idempotent: closing a closed table publishes nothing', async () => {
    const guest = await seatGuest(t.db, t.clock, { tableId: 2 });
    await closeTable(staffDeps(t).deps, { tenantId, orderId: guest.orderId });
    const closedAt = (await orderRow(t.db, guest.orderId)).closedAt;
    t.clock.advance(60_000);
    const { deps, events } = staffDeps(t);

    const again = await closeTable(deps, { tenantId, orderId: guest.orderId });

    expect(again).toEqual({ orderId: guest.orderId, releasedTableIds: [] });
    expect(events).toEqual([]);
    expect((await orderRow(t.db, guest.orderId)).closedAt).toEqual(closedAt);
  });

  it('after a move, logs out only the table the order sits at now', async () => {
    const guest = await seatGuest(t.db, t.clock, { tableId: 3 });
    await moveOrder(staffDeps(t).deps, { tenantId, orderId: guest.orderId, tableId: 4 });
    // Another party sits at the table the order left; it must not hear of this order.
    await seatGuest(t.db, t.clock, { tableId: 3 });
    const { deps, events } = staffDeps(t);

    await closeTable(deps, { tenantId, orderId: guest.orderId });

    const customerRooms = events.filter((e) => e.event === 'customerLogOutPusherEvent');
    expect(customerRooms.map((e) => e.room)).toEqual([
      rooms.customer({ tenantId, branchId: DEMO.branchId, tableId: 4 }),
    ]);
    expect(await activeTableIds(t.db, guest.orderId)).toEqual([]);
  });

  it.each([
    ['a voided', { status: 'COMPLETED' as const, isVoid: true }, /was voided/],
    ['a paid', { status: 'COMPLETED' as const }, /already paid and closed/],
  ])('refuses %s order with 409', async (_, state, message) => {
    const guest = await seatGuest(t.db, t.clock, { tableId: 5 });
    await t.db.update(orders).set(state).where(eq(orders.id, guest.orderId));
    const { deps, events } = staffDeps(t);

    await expectAppError(closeTable(deps, { tenantId, orderId: guest.orderId }), 409, message);
    expect((await orderRow(t.db, guest.orderId)).isSystemCompleted).toBe(false);
    expect(events).toEqual([]);
  });

  it("answers 404 for another tenant's order", async () => {
    const foreign = await seatGuest(t.db, t.clock, { tableId: DEMO.otherTenantTable });

    await expectAppError(
      closeTable(staffDeps(t).deps, { tenantId, orderId: foreign.orderId }),
      404,
      'Order not found',
    );
    expect((await orderRow(t.db, foreign.orderId)).status).toBe('NEW');
    expect(await activeTableIds(t.db, foreign.orderId)).toEqual([DEMO.otherTenantTable]);
  });
});

describe('voidOrder', () => {
  it('voids the order for good, frees the table and blocks the guests', async () => {
    const guest = await seatGuest(t.db, t.clock, { tableId: 6 });
    const { deps, events } = staffDeps(t);

    const result = await voidOrder(deps, { tenantId, orderId: guest.orderId });

    expect(result).toEqual({ orderId: guest.orderId, releasedTableIds: [6] });
    const order = await orderRow(t.db, guest.orderId);
    expect(order).toMatchObject({
      status: 'COMPLETED',
      isVoid: true,
      isSystemCompleted: false,
      closedAt: t.clock.now(),
    });
    expect(await activeTableIds(t.db, guest.orderId)).toEqual([]);
    const room = roomsOf(guest);
    expect(events).toEqual([
      {
        room: room.customer,
        event: 'voidEventName',
        payload: { orderId: guest.orderId, seq: 1, currentOrderId: guest.orderId },
      },
      { room: room.staff, event: 'staffOrderUpdate', payload: { orderId: guest.orderId } },
      { room: room.staff, event: 'staffTableUpdate', payload: { tableId: 6, orderId: null } },
    ]);
    expect(orderRedirect(order, '/home')).toEqual({
      to: '/payment-in-progress-block',
      message: MSG.orderVoided,
    });
  });

  it('is idempotent: voiding a void order publishes nothing', async () => {
    const guest = await seatGuest(t.db, t.clock, { tableId: 6 });
    await voidOrder(staffDeps(t).deps, { tenantId, orderId: guest.orderId });
    const { deps, events } = staffDeps(t);

    const again = await voidOrder(deps, { tenantId, orderId: guest.orderId });

    expect(again.releasedTableIds).toEqual([]);
    expect(events).toEqual([]);
  });

  it('two staff voiding at once void once', async () => {
    const guest = await seatGuest(t.db, t.clock, { tableId: 7 });
    const { deps, events } = staffDeps(t);
    const input = { tenantId, orderId: guest.orderId };

    const results = await Promise.all([voidOrder(deps, input), voidOrder(deps, input)]);

    expect(results.map((r) => r.releasedTableIds).sort()).toEqual([[], [7]]);
    expect(events.filter((e) => e.event === 'voidEventName')).toHaveLength(1);
  });

  it('refuses a closed order with 409', async () => {
    const guest = await seatGuest(t.db, t.clock, { tableId: 7 });
    await closeTable(staffDeps(t).deps, { tenantId, orderId: guest.orderId });
    const { deps, events } = staffDeps(t);

    await expectAppError(
      voidOrder(deps, { tenantId, orderId: guest.orderId }),
      409,
      /already closed/,
    );
    expect((await orderRow(t.db, guest.orderId)).isVoid).toBe(false);
    expect(events).toEqual([]);
  });

  it("answers 404 for another tenant's order", async () => {
    const foreign = await seatGuest(t.db, t.clock, { tableId: DEMO.otherTenantTable });

    await expectAppError(voidOrder(staffDeps(t).deps, { tenantId, orderId: foreign.orderId }), 404);
    expect((await orderRow(t.db, foreign.orderId)).isVoid).toBe(false);
    expect(await activeTableIds(t.db, foreign.orderId)).toEqual([DEMO.otherTenantTable]);
  });
});
