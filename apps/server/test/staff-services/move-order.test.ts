import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, orderTables } from '../../src/db/schema/index';
import { rooms } from '../../src/realtime/rooms';
import { moveOrder } from '../../src/services/staff/move-order';
import { isUniqueViolation } from '../../src/services/staff/unique-violation';
import { seatGuest } from '../helpers/guest-fixture';
import {
  activeTableIds,
  DEMO,
  expectAppError,
  expectSeqsContinue,
  roomsOf,
  staffDeps,
  useStaffApp,
} from './staff-fixture';

const t = useStaffApp();

const tenantId = DEMO.tenantId;
const customerRoom = (tableId: number) =>
  rooms.customer({ tenantId, branchId: DEMO.branchId, tableId });

describe('moveOrder', () => {
  it('moves the party: the old table is freed, its guests are sent to the new one', async () => {
    const guest = await seatGuest(t.db, t.clock, { tableId: 1 });
    const { deps, events } = staffDeps(t);

    const result = await moveOrder(deps, { tenantId, orderId: guest.orderId, tableId: 2 });

    expect(result).toEqual({ orderId: guest.orderId, tableId: 2, leftTableIds: [1] });
    expect(await activeTableIds(t.db, guest.orderId)).toEqual([2]);
    const rows = await t.db
      .select()
      .from(orderTables)
      .where(eq(orderTables.orderId, guest.orderId));
    expect(rows.find((row) => row.tableId === 1)).toMatchObject({
      active: false,
      releasedAt: t.clock.now(),
    });
    const { staff } = roomsOf(guest);
    expect(events).toEqual([
      {
        room: customerRoom(1),
        event: 'customerRefresh',
        payload: { orderId: guest.orderId, seq: 1, tableId: 2 },
      },
      { room: staff, event: 'staffTableUpdate', payload: { tableId: 1, orderId: null } },
      { room: staff, event: 'staffTableUpdate', payload: { tableId: 2, orderId: guest.orderId } },
    ]);
    await expectSeqsContinue(t.db, events, guest.orderId, 0);
    // A scan at the new table joins the moved order; one at the old table opens a new one.
    expect((await seatGuest(t.db, t.clock, { tableId: 2 })).orderId).toBe(guest.orderId);
    expect((await seatGuest(t.db, t.clock, { tableId: 1 })).orderId).not.toBe(guest.orderId);
  });

  it('can move back to a table the order sat at before', async () => {
    const guest = await seatGuest(t.db, t.clock, { tableId: 1 });
    await moveOrder(staffDeps(t).deps, { tenantId, orderId: guest.orderId, tableId: 2 });

    await moveOrder(staffDeps(t).deps, { tenantId, orderId: guest.orderId, tableId: 1 });

    expect(await activeTableIds(t.db, guest.orderId)).toEqual([1]);
  });

  it('moving to the table it sits at changes nothing and publishes nothing', async () => {
    const guest = await seatGuest(t.db, t.clock, { tableId: 3 });
    const { deps, events } = staffDeps(t);

    const result = await moveOrder(deps, { tenantId, orderId: guest.orderId, tableId: 3 });

    expect(result.leftTableIds).toEqual([]);
    expect(events).toEqual([]);
    expect(await activeTableIds(t.db, guest.orderId)).toEqual([3]);
  });

  it.each([
    [
      'occupied',
      async () => (await seatGuest(t.db, t.clock, { tableId: 5 })).tableId,
      409,
      'Table 5 is occupied',
    ],
    ['not serviceable', async () => DEMO.tableWithoutAssociate, 409, 'Table 8 is not serviceable'],
    ['in another branch', async () => DEMO.otherBranchTable, 422, 'Table 1 is in another branch'],
    ["another tenant's", async () => DEMO.otherTenantTable, 404, 'Table not found'],
    ['unknown', async () => 999_999, 404, 'Table not found'],
  ])('refuses a target table that is %s', async (_, target, status, message) => {
    const guest = await seatGuest(t.db, t.clock, { tableId: 4 });
    const tableId = await target();
    const { deps, events } = staffDeps(t);

    await expectAppError(
      moveOrder(deps, { tenantId, orderId: guest.orderId, tableId }),
      status,
      message,
    );
    expect(await activeTableIds(t.db, guest.orderId)).toEqual([4]);
    expect(events).toEqual([]);
  });

  it("refuses a closed order (409) and another tenant's order (404)", async () => {
    const closed = await seatGuest(t.db, t.clock, { tableId: 6 });
    await t.db.update(orders).set({ status: 'COMPLETED' }).where(eq(orders.id, closed.orderId));
    const foreign = await seatGuest(t.db, t.clock, { tableId: DEMO.otherTenantTable });
    const { deps, events } = staffDeps(t);

    await expectAppError(moveOrder(deps, { tenantId, orderId: closed.orderId, tableId: 7 }), 409);
    await expectAppError(moveOrder(deps, { tenantId, orderId: foreign.orderId, tableId: 7 }), 404);
    expect(await activeTableIds(t.db, closed.orderId)).toEqual([6]);
    expect(await activeTableIds(t.db, foreign.orderId)).toEqual([DEMO.otherTenantTable]);
    expect(events).toEqual([]);
  });

  it('two parties moved to the same free table at once: one wins, the other gets 409', async () => {
    const first = await seatGuest(t.db, t.clock, { tableId: 1 });
    const second = await seatGuest(t.db, t.clock, { tableId: 2 });
    const { deps, events } = staffDeps(t);

    const outcomes = await Promise.allSettled([
      moveOrder(deps, { tenantId, orderId: first.orderId, tableId: 7 }),
      moveOrder(deps, { tenantId, orderId: second.orderId, tableId: 7 }),
    ]);

    expect(outcomes.map((o) => o.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(outcomes.find((o) => o.status === 'rejected')).toMatchObject({
      reason: { statusCode: 409, message: 'Table 7 is occupied' },
    });
    const seated = await t.db
      .select({ orderId: orderTables.orderId })
      .from(orderTables)
      .where(and(eq(orderTables.tableId, 7), eq(orderTables.active, true)));
    expect(seated).toHaveLength(1);
    const winner = seated[0]!.orderId;
    const loser = winner === first.orderId ? second : first;
    expect(await activeTableIds(t.db, winner)).toEqual([7]);
    expect(await activeTableIds(t.db, loser.orderId)).toEqual([loser.tableId]);
    expect(events.filter((e) => e.event === 'customerRefresh')).toEqual([
      expect.objectContaining({ payload: { orderId: winner, seq: 1, tableId: 7 } }),
    ]);
  });

  it('recognises the unique violation a lost race ends in, whichever driver reports it', async () => {
    const guest = await seatGuest(t.db, t.clock, { tableId: 1 });
    const duplicate = await t.db
      .insert(orderTables)
      .values({ tenantId, orderId: guest.orderId, tableId: 1 })
      .then(
        () => null,
        (err: unknown) => err,
      );

    expect(isUniqueViolation(duplicate)).toBe(true);
    expect(isUniqueViolation(new Error('connection reset'))).toBe(false);
  });
});
