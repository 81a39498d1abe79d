import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../../src/db/schema/index';
import { verifyTable } from '../../src/services/staff/verify-table';
import { seatGuest } from '../helpers/guest-fixture';
import {
  DEMO,
  expectAppError,
  expectSeqsContinue,
  orderRow,
  roomsOf,
  staffDeps,
  useStaffApp,
} from './staff-fixture';

const t = useStaffApp();

describe('verifyTable', () => {
  it('verifies the order, records who and when, and tells the guests and the floor', async () => {
    const guest = await seatGuest(t.db, t.clock, { tableId: 3, verified: false });
    const { deps, events } = staffDeps(t);

    const result = await verifyTable(deps, {
      tenantId: DEMO.tenantId,
      orderId: guest.orderId,
      staffUserId: DEMO.staff.associate,
    });

    const now = t.clock.now();
    expect(result).toEqual({ orderId: guest.orderId, isVerified: true, verifiedAt: now });
    const order = await orderRow(t.db, guest.orderId);
    expect(order).toMatchObject({
      isVerified: true,
      verifiedAt: now,
      verifiedByStaffUserId: DEMO.staff.associate,
    });
    const room = roomsOf(guest);
    expect(events).toEqual([
      {
        room: room.customer,
        event: 'customerPusherEvent',
        payload: { orderId: guest.orderId, seq: 1, type: 'TABLE_VERIFIED' },
      },
      {
        room: room.staff,
        event: 'staffTableUpdate',
        payload: { tableId: 3, orderId: guest.orderId },
      },
    ]);
    await expectSeqsContinue(t.db, events, guest.orderId, 0);
  });

  it('is idempotent: verifying again changes nothing and publishes nothing', async () => {
    const guest = await seatGuest(t.db, t.clock, { tableId: 3, verified: false });
    const first = await verifyTable(staffDeps(t).deps, {
      tenantId: DEMO.tenantId,
      orderId: guest.orderId,
    });
    t.clock.advance(60_000);
    const { deps, events } = staffDeps(t);
    const again = await verifyTable(deps, {
      tenantId: DEMO.tenantId,
      orderId: guest.orderId,
      staffUserId: DEMO.staff.manager,
    });

    expect(again).toEqual(first);
    expect(events).toEqual([]);
    const order = await orderRow(t.db, guest.orderId);
    expect(order.verifiedByStaffUserId).toBeNull();
    expect(order.eventSeq).toBe(1);
  });

  it('two associates scanning at once verify once: one event, one seq', async () => {
    const guest = await seatGuest(t.db, t.clock, { tableId: 4, verified: false });
    const { deps, events } = staffDeps(t);
    const input = { tenantId: DEMO.tenantId, orderId: guest.orderId };

    const results = await Promise.all([verifyTable(deps, input), verifyTable(deps, input)]);

    expect(results.map((r) => r.isVerified)).toEqual([true, true]);
    expect(events.filter((e) => e.event === 'customerPusherEvent')).toHaveLength(1);
    await expectSeqsContinue(t.db, events, guest.orderId, 0);
  });

  it.each([
    ['closed', { status: 'COMPLETED' as const, isSystemCompleted: true }, /is closed/],
    ['voided', { status: 'COMPLETED' as const, isVoid: true }, /was voided/],
  ])('refuses a %s order with 409', async (_, state, message) => {
    const guest = await seatGuest(t.db, t.clock, { tableId: 5, verified: false });
    await t.db.update(orders).set(state).where(eq(orders.id, guest.orderId));
    const { deps, events } = staffDeps(t);

    await expectAppError(
      verifyTable(deps, { tenantId: DEMO.tenantId, orderId: guest.orderId }),
      409,
      message,
    );
    expect(events).toEqual([]);
    expect((await orderRow(t.db, guest.orderId)).isVerified).toBe(false);
  });

  it("answers 404 for another tenant's order, an unknown order or another tenant's staff", async () => {
    const foreign = await seatGuest(t.db, t.clock, {
      tableId: DEMO.otherTenantTable,
      verified: false,
    });
    const guest = await seatGuest(t.db, t.clock, { tableId: 6, verified: false });
    const { deps, events } = staffDeps(t);

    await expectAppError(
      verifyTable(deps, { tenantId: DEMO.tenantId, orderId: foreign.orderId }),
      404,
      'Order not found',
    );
    await expectAppError(verifyTable(deps, { tenantId: DEMO.tenantId, orderId: 999_999 }), 404);
    await expectAppError(
      verifyTable(deps, {
        tenantId: DEMO.tenantId,
        orderId: guest.orderId,
        staffUserId: DEMO.staff.otherTenantAssociate,
      }),
      404,
      'Staff user not found',
    );
    expect(events).toEqual([]);
    expect((await orderRow(t.db, foreign.orderId)).isVerified).toBe(false);
    expect((await orderRow(t.db, guest.orderId)).isVerified).toBe(false);
  });
});
