import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { diningTables, orders, staffUserBranches, staffUsers } from '../../src/db/schema/index';
import { rooms } from '../../src/realtime/rooms';
import { assignAssociate } from '../../src/services/staff/assign-associate';
import { resolveCallWaiter } from '../../src/services/staff/resolve-call-waiter';
import { seatGuest } from '../helpers/guest-fixture';
import { DEMO, expectAppError, orderRow, roomsOf, staffDeps, useStaffApp } from './staff-fixture';

const t = useStaffApp();

const tenantId = DEMO.tenantId;

async function callWaiter(orderId: number) {
  await t.db
    .update(orders)
    .set({
      callWaiter: true,
      callWaiterStatus: 'REQUESTED',
      callWaiterReasons: ['WATER', 'CUTLERY'],
    })
    .where(eq(orders.id, orderId));
}

describe('resolveCallWaiter', () => {
  it('clears the call; the guests may call again and the floor drops it', async () => {
    const guest = await seatGuest(t.db, t.clock, { tableId: 2 });
    await callWaiter(guest.orderId);
    const { deps, events } = staffDeps(t);

    const result = await resolveCallWaiter(deps, { tenantId, orderId: guest.orderId });

    expect(result).toEqual({ orderId: guest.orderId, resolved: true });
    expect(await orderRow(t.db, guest.orderId)).toMatchObject({
      callWaiter: false,
      callWaiterStatus: 'RESOLVED',
      callWaiterReasons: [],
    });
    const room = roomsOf(guest);
    expect(events).toEqual([
      {
        room: room.customer,
        event: 'customerCallWaiterPusherEvent',
        payload: {
          orderId: guest.orderId,
          seq: 1,
          callWaiterReasons: [],
          callWaiterStatus: 'RESOLVED',
        },
      },
      {
        room: room.staff,
        event: 'staffTableUpdate',
        payload: { tableId: 2, orderId: guest.orderId },
      },
    ]);
  });

  it('resolving with no open call changes nothing and publishes nothing', async () => {
    const guest = await seatGuest(t.db, t.clock, { tableId: 2 });
    await callWaiter(guest.orderId);
    await resolveCallWaiter(staffDeps(t).deps, { tenantId, orderId: guest.orderId });
    const { deps, events } = staffDeps(t);

    const again = await resolveCallWaiter(deps, { tenantId, orderId: guest.orderId });

    expect(again.resolved).toBe(false);
    expect(events).toEqual([]);
    expect((await orderRow(t.db, guest.orderId)).eventSeq).toBe(1);
  });

  it("refuses a closed order (409) and another tenant's order (404)", async () => {
    const closed = await seatGuest(t.db, t.clock, { tableId: 3 });
    await callWaiter(closed.orderId);
    await t.db.update(orders).set({ status: 'COMPLETED' }).where(eq(orders.id, closed.orderId));
    const foreign = await seatGuest(t.db, t.clock, { tableId: DEMO.otherTenantTable });
    await callWaiter(foreign.orderId);
    const { deps, events } = staffDeps(t);

    await expectAppError(resolveCallWaiter(deps, { tenantId, orderId: closed.orderId }), 409);
    await expectAppError(resolveCallWaiter(deps, { tenantId, orderId: foreign.orderId }), 404);
    expect((await orderRow(t.db, foreign.orderId)).callWaiterStatus).toBe('REQUESTED');
    expect(events).toEqual([]);
  });
});

describe('assignAssociate', () => {
  const associateOf = async (tableId: number) => {
    const [row] = await t.db.select().from(diningTables).where(eq(diningTables.id, tableId));
    return row?.associateStaffUserId;
  };
  const restore = (tableId: number, associateStaffUserId: number | null) =>
    t.db.update(diningTables).set({ associateStaffUserId }).where(eq(diningTables.id, tableId));

  it('makes a table serviceable; assigning the same person again publishes nothing', async () => {
    const { deps, events } = staffDeps(t);
    const input = {
      tenantId,
      tableId: DEMO.tableWithoutAssociate,
      associateStaffUserId: DEMO.staff.associate,
    };

    expect(await assignAssociate(deps, input)).toEqual({
      tableId: DEMO.tableWithoutAssociate,
      associateStaffUserId: DEMO.staff.associate,
    });
    await assignAssociate(deps, input);

    expect(await associateOf(DEMO.tableWithoutAssociate)).toBe(DEMO.staff.associate);
    expect(events).toEqual([
      {
        room: rooms.staff({ tenantId, branchId: DEMO.branchId }),
        event: 'staffTableUpdate',
        payload: { tableId: DEMO.tableWithoutAssociate, orderId: null },
      },
    ]);
    await restore(DEMO.tableWithoutAssociate, null);
  });

  it('null leaves the table without an associate; its open order carries on', async () => {
    const guest = await seatGuest(t.db, t.clock, { tableId: 1 });
    const { deps, events } = staffDeps(t);

    await assignAssociate(deps, { tenantId, tableId: 1, associateStaffUserId: null });

    expect(await associateOf(1)).toBeNull();
    expect((await orderRow(t.db, guest.orderId)).status).toBe('NEW');
    expect(events.map((e) => e.payload)).toEqual([{ tableId: 1, orderId: guest.orderId }]);
    await restore(1, DEMO.staff.associate);
  });

  it('a manager may look after a table', async () => {
    await assignAssociate(staffDeps(t).deps, {
      tenantId,
      tableId: 2,
      associateStaffUserId: DEMO.staff.manager,
    });
    expect(await associateOf(2)).toBe(DEMO.staff.manager);
    await restore(2, DEMO.staff.associate);
  });

  it.each([
    ['a waiter', DEMO.staff.waiter, /only customer associates and managers/],
    ['kitchen staff', DEMO.staff.kitchen, /only customer associates and managers/],
  ])('refuses %s with 422', async (_, staffUserId, message) => {
    const { deps, events } = staffDeps(t);
    await expectAppError(
      assignAssociate(deps, { tenantId, tableId: 3, associateStaffUserId: staffUserId }),
      422,
      message,
    );
    expect(await associateOf(3)).toBe(DEMO.staff.associate);
    expect(events).toEqual([]);
  });

  it('refuses an associate who is inactive or does not work at the branch (422)', async () => {
    const [elsewhere] = await t.db
      .insert(staffUsers)
      .values({
        tenantId,
        username: 'associate-koramangala',
        passwordHash: 'scrypt$unused',
        displayName: 'Meera',
        role: 'CUSTOMER_ASSOCIATE',
      })
      .returning();
    await t.db
      .insert(staffUserBranches)
      .values({ tenantId, staffUserId: elsewhere!.id, branchId: DEMO.otherBranchId });
    const { deps } = staffDeps(t);

    await expectAppError(
      assignAssociate(deps, { tenantId, tableId: 3, associateStaffUserId: elsewhere!.id }),
      422,
      'Meera does not work at this branch',
    );
    await t.db.update(staffUsers).set({ active: false }).where(eq(staffUsers.id, elsewhere!.id));
    await expectAppError(
      assignAssociate(deps, {
        tenantId,
        tableId: DEMO.otherBranchTable,
        associateStaffUserId: elsewhere!.id,
      }),
      422,
      'Meera is no longer active',
    );
    expect(await associateOf(3)).toBe(DEMO.staff.associate);
  });

  it("answers 404 for another tenant's table or staff user", async () => {
    const { deps, events } = staffDeps(t);

    await expectAppError(
      assignAssociate(deps, {
        tenantId,
        tableId: DEMO.otherTenantTable,
        associateStaffUserId: DEMO.staff.associate,
      }),
      404,
      'Table not found',
    );
    await expectAppError(
      assignAssociate(deps, {
        tenantId,
        tableId: 3,
        associateStaffUserId: DEMO.staff.otherTenantAssociate,
      }),
      404,
      'Staff user not found',
    );
    expect(await associateOf(DEMO.otherTenantTable)).toBe(DEMO.staff.otherTenantAssociate);
    expect(await associateOf(3)).toBe(DEMO.staff.associate);
    expect(events).toEqual([]);
  });
});
