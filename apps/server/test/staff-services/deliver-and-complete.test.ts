import { applyGroupStatus, applyItemDelivered } from '@tableside/shared/domain/cart-events';
import { isCheckoutBlocked } from '@tableside/shared/domain/checkout';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../../src/db/schema/index';
import { completeGroup } from '../../src/services/staff/complete-group';
import { deliverItem } from '../../src/services/staff/deliver-item';
import { seatGuest } from '../helpers/guest-fixture';
import {
  addGroup,
  DEMO,
  expectAppError,
  expectSeqsContinue,
  groupStatus,
  itemRow,
  roomsOf,
  staffDeps,
  useStaffApp,
} from './staff-fixture';

const t = useStaffApp();

const tenantId = DEMO.tenantId;

describe('deliverItem', () => {
  it('delivers an item; the group stays in progress while others are pending', async () => {
    const guest = await seatGuest(t.db, t.clock, { tableId: 2 });
    const { groupId, itemIds } = await addGroup(t.db, guest, 'IN_PROGRESS', [{}, { quantity: 2 }]);
    const { deps, events } = staffDeps(t);

    const result = await deliverItem(deps, { tenantId, orderItemId: itemIds[0]! });

    expect(result).toEqual({
      orderId: guest.orderId,
      orderGroupId: groupId,
      orderItemId: itemIds[0],
      groupStatus: 'IN_PROGRESS',
    });
    expect(await itemRow(t.db, itemIds[0]!)).toMatchObject({
      status: 'DELIVERED',
      deliveredAt: t.clock.now(),
    });
    expect((await itemRow(t.db, itemIds[1]!)).status).toBe('IN_PROGRESS');
    const room = roomsOf(guest);
    expect(events).toEqual([
      {
        room: room.cart,
        event: 'deliveredOrderItem',
        payload: { orderId: guest.orderId, seq: 1, orderGroupId: groupId, orderItemId: itemIds[0] },
      },
      { room: room.staff, event: 'staffOrderUpdate', payload: { orderId: guest.orderId } },
    ]);
  });

  it('delivering the last visible item completes the group, so checkout is no longer blocked', async () => {
    const guest = await seatGuest(t.db, t.clock, { tableId: 2 });
    const { groupId, itemIds } = await addGroup(t.db, guest, 'IN_PROGRESS', [
      { status: 'DELIVERED' },
      { status: 'CANCELLED', cancelledQuantity: 1 },
      {},
    ]);
    const { deps, events } = staffDeps(t);

    const result = await deliverItem(deps, { tenantId, orderItemId: itemIds[2]! });

    expect(result.groupStatus).toBe('COMPLETED');
    expect(await groupStatus(t.db, groupId)).toBe('COMPLETED');
    const room = roomsOf(guest);
    expect(events).toEqual([
      {
        room: room.cart,
        event: 'deliveredOrderItem',
        payload: { orderId: guest.orderId, seq: 1, orderGroupId: groupId, orderItemId: itemIds[2] },
      },
      {
        room: room.cart,
        event: 'orderGroupStatusUpdate',
        payload: { orderId: guest.orderId, seq: 2, orderGroupId: groupId, status: 'COMPLETED' },
      },
      { room: room.staff, event: 'staffOrderUpdate', payload: { orderId: guest.orderId } },
    ]);
    await expectSeqsContinue(t.db, events, guest.orderId, 0);

    // What the guests' screens make of the two cart events.
    let seen = [
      {
        id: groupId,
        status: 'IN_PROGRESS' as const,
        orderItems: [{ id: itemIds[2]!, quantity: 1, status: 'IN_PROGRESS' as const }],
      },
    ];
    seen = applyItemDelivered(seen, { orderGroupId: groupId, orderItemId: itemIds[2]! });
    seen = applyGroupStatus(seen, { orderGroupId: groupId, status: 'COMPLETED' });
    expect(seen[0]).toMatchObject({ status: 'COMPLETED', orderItems: [{ status: 'DELIVERED' }] });
    expect(isCheckoutBlocked(seen)).toBe(false);
  });

  it('is idempotent: delivering a delivered item changes nothing and publishes nothing', async () => {
    const guest = await seatGuest(t.db, t.clock, { tableId: 2 });
    const { itemIds } = await addGroup(t.db, guest, 'IN_PROGRESS', [{}, {}]);
    await deliverItem(staffDeps(t).deps, { tenantId, orderItemId: itemIds[0]! });
    const deliveredAt = (await itemRow(t.db, itemIds[0]!)).deliveredAt;
    t.clock.advance(60_000);
    const { deps, events } = staffDeps(t);

    const again = await deliverItem(deps, { tenantId, orderItemId: itemIds[0]! });

    expect(again.groupStatus).toBe('IN_PROGRESS');
    expect(events).toEqual([]);
    expect((await itemRow(t.db, itemIds[0]!)).deliveredAt).toEqual(deliveredAt);
  });

  it('two items delivered at once complete the group once', async () => {
    const guest = await seatGuest(t.db, t.clock, { tableId: 3 });
    const { groupId, itemIds } = await addGroup(t.db, guest, 'IN_PROGRESS', [{}, {}]);
    const { deps, events } = staffDeps(t);

    await Promise.all(itemIds.map((orderItemId) => deliverItem(deps, { tenantId, orderItemId })));

    expect(await groupStatus(t.db, groupId)).toBe('COMPLETED');
    expect(events.filter((e) => e.event === 'deliveredOrderItem')).toHaveLength(2);
    expect(events.filter((e) => e.event === 'orderGroupStatusUpdate')).toHaveLength(1);
    await expectSeqsContinue(t.db, events, guest.orderId, 0);
  });

  it.each([
    ['NEW', 'NEW', /not confirmed yet/],
    ['CANCELLED', 'IN_PROGRESS', /was cancelled/],
  ] as const)('refuses a %s item with 409', async (itemStatus, group, message) => {
    const guest = await seatGuest(t.db, t.clock, { tableId: 4 });
    const { itemIds } = await addGroup(t.db, guest, group, [{ status: itemStatus }]);
    const { deps, events } = staffDeps(t);

    await expectAppError(deliverItem(deps, { tenantId, orderItemId: itemIds[0]! }), 409, message);
    expect((await itemRow(t.db, itemIds[0]!)).status).toBe(itemStatus);
    expect(events).toEqual([]);
  });

  it('refuses an item of a closed order with 409', async () => {
    const guest = await seatGuest(t.db, t.clock, { tableId: 4 });
    const { itemIds } = await addGroup(t.db, guest, 'IN_PROGRESS', [{}]);
    await t.db.update(orders).set({ status: 'COMPLETED' }).where(eq(orders.id, guest.orderId));

    await expectAppError(
      deliverItem(staffDeps(t).deps, { tenantId, orderItemId: itemIds[0]! }),
      409,
      /is closed/,
    );
    expect((await itemRow(t.db, itemIds[0]!)).status).toBe('IN_PROGRESS');
  });

  it("answers 404 for another tenant's item and an unknown one", async () => {
    const foreign = await seatGuest(t.db, t.clock, { tableId: DEMO.otherTenantTable });
    const { itemIds } = await addGroup(t.db, foreign, 'IN_PROGRESS', [{}]);
    const { deps, events } = staffDeps(t);

    await expectAppError(
      deliverItem(deps, { tenantId, orderItemId: itemIds[0]! }),
      404,
      'Order item not found',
    );
    await expectAppError(deliverItem(deps, { tenantId, orderItemId: 999_999 }), 404);
    expect((await itemRow(t.db, itemIds[0]!)).status).toBe('IN_PROGRESS');
    expect(events).toEqual([]);
  });
});

describe('completeGroup', () => {
  it('completes a group and delivers what was still in progress, one event per item', async () => {
    const guest = await seatGuest(t.db, t.clock, { tableId: 5 });
    const { groupId, itemIds } = await addGroup(t.db, guest, 'IN_PROGRESS', [
      {},
      { status: 'DELIVERED' },
      { status: 'CANCELLED', cancelledQuantity: 1 },
      { quantity: 3 },
    ]);
    const [pendingA, delivered, cancelled, pendingB] = itemIds as [number, number, number, number];
    const { deps, events } = staffDeps(t);

    const result = await completeGroup(deps, { tenantId, orderGroupId: groupId });

    expect(result).toEqual({
      orderId: guest.orderId,
      orderGroupId: groupId,
      deliveredItemIds: [pendingA, pendingB],
    });
    expect(await groupStatus(t.db, groupId)).toBe('COMPLETED');
    expect((await itemRow(t.db, pendingA)).status).toBe('DELIVERED');
    expect((await itemRow(t.db, pendingB)).deliveredAt).toEqual(t.clock.now());
    expect((await itemRow(t.db, delivered)).status).toBe('DELIVERED');
    expect((await itemRow(t.db, cancelled)).status).toBe('CANCELLED');
    const room = roomsOf(guest);
    const ids = { orderId: guest.orderId, orderGroupId: groupId };
    expect(events).toEqual([
      {
        room: room.cart,
        event: 'deliveredOrderItem',
        payload: { ...ids, seq: 1, orderItemId: pendingA },
      },
      {
        room: room.cart,
        event: 'deliveredOrderItem',
        payload: { ...ids, seq: 2, orderItemId: pendingB },
      },
      {
        room: room.cart,
        event: 'orderGroupStatusUpdate',
        payload: { ...ids, seq: 3, status: 'COMPLETED' },
      },
      { room: room.staff, event: 'staffOrderUpdate', payload: { orderId: guest.orderId } },
    ]);
  });

  it('is idempotent: completing a completed group publishes nothing', async () => {
    const guest = await seatGuest(t.db, t.clock, { tableId: 5 });
    const { groupId } = await addGroup(t.db, guest, 'IN_PROGRESS', [{}]);
    await completeGroup(staffDeps(t).deps, { tenantId, orderGroupId: groupId });
    const { deps, events } = staffDeps(t);

    const again = await completeGroup(deps, { tenantId, orderGroupId: groupId });

    expect(again.deliveredItemIds).toEqual([]);
    expect(events).toEqual([]);
  });

  it.each([
    ['NEW', /not confirmed yet/],
    ['CANCELLED', /was cancelled/],
  ] as const)('refuses a %s group with 409', async (status, message) => {
    const guest = await seatGuest(t.db, t.clock, { tableId: 6 });
    const { groupId } = await addGroup(t.db, guest, status, [
      status === 'CANCELLED' ? { status: 'CANCELLED', cancelledQuantity: 1 } : {},
    ]);
    const { deps, events } = staffDeps(t);

    await expectAppError(completeGroup(deps, { tenantId, orderGroupId: groupId }), 409, message);
    expect(await groupStatus(t.db, groupId)).toBe(status);
    expect(events).toEqual([]);
  });

  it("answers 404 for another tenant's group", async () => {
    const foreign = await seatGuest(t.db, t.clock, { tableId: DEMO.otherTenantTable });
    const { groupId } = await addGroup(t.db, foreign, 'IN_PROGRESS', [{}]);

    await expectAppError(
      completeGroup(staffDeps(t).deps, { tenantId, orderGroupId: groupId }),
      404,
      'Order group not found',
    );
    expect(await groupStatus(t.db, groupId)).toBe('IN_PROGRESS');
  });
});
