import {
  type TUpdateOrderCartEvent,
  ZUpdateOrderCartEvent,
} from '@tableside/shared/contract/realtime';
import { type CartGroup, visibleGroups } from '@tableside/shared/domain/cart';
import { mergeCartUpdate } from '@tableside/shared/domain/cart-events';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderItemCancellations } from '../../src/db/schema/index';
import { cancelItemQuantity } from '../../src/services/staff/cancel-item-quantity';
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
/** What guests see for menu item 1, the fixture's default line. */
const ITEM_1_NAME = 'Masala Papad';

const cancellationsOf = (orderItemId: number) =>
  t.db
    .select()
    .from(orderItemCancellations)
    .where(eq(orderItemCancellations.orderItemId, orderItemId));

describe('cancelItemQuantity', () => {
  it('cancels part of an item: the guests see what remains and why, the reason is kept', async () => {
    const guest = await seatGuest(t.db, t.clock, { tableId: 2 });
    const { groupId, itemIds } = await addGroup(t.db, guest, 'IN_PROGRESS', [{ quantity: 3 }, {}]);
    const itemId = itemIds[0]!;
    const { deps, events } = staffDeps(t);

    const result = await cancelItemQuantity(deps, {
      tenantId,
      orderItemId: itemId,
      quantity: 1,
      reason: '  Spilled  ',
      staffUserId: DEMO.staff.waiter,
    });

    expect(result).toEqual({
      orderId: guest.orderId,
      orderItemId: itemId,
      remainingQuantity: 2,
      itemStatus: 'IN_PROGRESS',
      groupStatus: 'IN_PROGRESS',
    });
    expect(await itemRow(t.db, itemId)).toMatchObject({
      quantity: 3,
      cancelledQuantity: 1,
      status: 'IN_PROGRESS',
    });
    expect(await cancellationsOf(itemId)).toEqual([
      expect.objectContaining({
        quantity: 1,
        reason: 'Spilled',
        staffUserId: DEMO.staff.waiter,
        createdAt: t.clock.now(),
      }),
    ]);
    const room = roomsOf(guest);
    expect(events.map((e) => [e.room, e.event])).toEqual([
      [room.cart, 'updateOrderCart'],
      [room.staff, 'staffOrderUpdate'],
    ]);
    // Menu item 1 costs 160.00 at branch 1: two portions remain on the line.
    expect(events[0]?.payload).toEqual({
      orderId: guest.orderId,
      seq: 1,
      orderGroups: [
        expect.objectContaining({
          id: groupId,
          status: 'IN_PROGRESS',
          orderNumber: 1,
          orderItems: [
            expect.objectContaining({
              id: itemId,
              quantity: 2,
              cancelledQuantity: 1,
              unitPrice: 160,
              price: 320,
              status: 'IN_PROGRESS',
            }),
          ],
        }),
      ],
      // Told with the line's name, so every phone at the table can say what was taken off.
      cancellation: {
        orderItemId: itemId,
        itemName: ITEM_1_NAME,
        quantity: 1,
        reason: 'Spilled',
      },
    });
    expect(events[1]?.payload).toEqual({ orderId: guest.orderId });
  });

  it('tells the guests of a cancellation without a reason, with the reason null', async () => {
    const guest = await seatGuest(t.db, t.clock, { tableId: 2 });
    const { itemIds } = await addGroup(t.db, guest, 'IN_PROGRESS', [{ quantity: 2 }]);
    const { deps, events } = staffDeps(t);

    await cancelItemQuantity(deps, {
      tenantId,
      orderItemId: itemIds[0]!,
      quantity: 2,
      reason: '   ',
    });

    const update = events.find((e) => e.event === 'updateOrderCart')
      ?.payload as TUpdateOrderCartEvent;
    expect(update.cancellation).toEqual({
      orderItemId: itemIds[0],
      itemName: ITEM_1_NAME,
      quantity: 2,
      reason: null,
    });
    // The wire shape guests parse keeps it (an unknown key would be stripped).
    expect(ZUpdateOrderCartEvent.parse(update).cancellation?.reason).toBeNull();
    expect(await cancellationsOf(itemIds[0]!)).toEqual([
      expect.objectContaining({ quantity: 2, reason: null }),
    ]);
  });

  it('cancelling the rest cancels the item, which disappears from the guests view', async () => {
    const guest = await seatGuest(t.db, t.clock, { tableId: 2 });
    const { groupId, itemIds } = await addGroup(t.db, guest, 'IN_PROGRESS', [{ quantity: 2 }, {}]);
    const [itemId, otherId] = itemIds as [number, number];
    await cancelItemQuantity(staffDeps(t).deps, { tenantId, orderItemId: itemId, quantity: 1 });
    const { deps, events } = staffDeps(t);

    const result = await cancelItemQuantity(deps, { tenantId, orderItemId: itemId, quantity: 1 });

    expect(result).toMatchObject({ remainingQuantity: 0, itemStatus: 'CANCELLED' });
    expect(await itemRow(t.db, itemId)).toMatchObject({
      cancelledQuantity: 2,
      status: 'CANCELLED',
    });
    expect(await groupStatus(t.db, groupId)).toBe('IN_PROGRESS');
    expect(await cancellationsOf(itemId)).toHaveLength(2);
    const update = events.find((e) => e.event === 'updateOrderCart')
      ?.payload as TUpdateOrderCartEvent;
    expect(update.seq).toBe(2);
    expect(update.orderGroups[0]?.orderItems[0]).toMatchObject({
      id: itemId,
      quantity: 0,
      status: 'CANCELLED',
    });
    const before: CartGroup[] = [
      {
        id: groupId,
        status: 'IN_PROGRESS',
        orderItems: [
          { id: itemId, quantity: 1, status: 'IN_PROGRESS' },
          { id: otherId, quantity: 1, status: 'IN_PROGRESS' },
        ],
      },
    ];
    const seen = visibleGroups(mergeCartUpdate(before, update.orderGroups));
    expect(seen.flatMap((g) => g.orderItems.map((i) => i.id))).toEqual([otherId]);
  });

  it('a group with everything cancelled is cancelled and hidden from the guests', async () => {
    const guest = await seatGuest(t.db, t.clock, { tableId: 3 });
    const { groupId, itemIds } = await addGroup(t.db, guest, 'IN_PROGRESS', [
      { status: 'CANCELLED', cancelledQuantity: 1 },
      { quantity: 2 },
    ]);
    const { deps, events } = staffDeps(t);

    const result = await cancelItemQuantity(deps, {
      tenantId,
      orderItemId: itemIds[1]!,
      quantity: 2,
    });

    expect(result.groupStatus).toBe('CANCELLED');
    expect(await groupStatus(t.db, groupId)).toBe('CANCELLED');
    const update = events[0]?.payload as TUpdateOrderCartEvent;
    expect(update.orderGroups[0]?.status).toBe('CANCELLED');
    const before: CartGroup[] = [
      {
        id: groupId,
        status: 'IN_PROGRESS',
        orderItems: [{ id: itemIds[1]!, quantity: 2, status: 'IN_PROGRESS' }],
      },
    ];
    expect(visibleGroups(mergeCartUpdate(before, update.orderGroups))).toEqual([]);
  });

  it('cancelling the only undelivered item completes a group whose other items were delivered', async () => {
    const guest = await seatGuest(t.db, t.clock, { tableId: 3 });
    const { groupId, itemIds } = await addGroup(t.db, guest, 'IN_PROGRESS', [
      { status: 'DELIVERED' },
      {},
    ]);

    const result = await cancelItemQuantity(staffDeps(t).deps, {
      tenantId,
      orderItemId: itemIds[1]!,
      quantity: 1,
    });

    expect(result.groupStatus).toBe('COMPLETED');
    expect(await groupStatus(t.db, groupId)).toBe('COMPLETED');
  });

  it('a delivered item can still be taken off the bill', async () => {
    const guest = await seatGuest(t.db, t.clock, { tableId: 3 });
    const { itemIds } = await addGroup(t.db, guest, 'COMPLETED', [
      { status: 'DELIVERED', quantity: 2 },
    ]);

    const result = await cancelItemQuantity(staffDeps(t).deps, {
      tenantId,
      orderItemId: itemIds[0]!,
      quantity: 1,
    });

    expect(result).toMatchObject({
      remainingQuantity: 1,
      itemStatus: 'DELIVERED',
      groupStatus: 'COMPLETED',
    });
  });

  it.each([0, -1, 1.5, Number.NaN])('rejects quantity %s with 400', async (quantity) => {
    const guest = await seatGuest(t.db, t.clock, { tableId: 4 });
    const { itemIds } = await addGroup(t.db, guest, 'IN_PROGRESS', [{ quantity: 2 }]);

    await expectAppError(
      cancelItemQuantity(staffDeps(t).deps, { tenantId, orderItemId: itemIds[0]!, quantity }),
      400,
      /^quantity /,
    );
    expect((await itemRow(t.db, itemIds[0]!)).cancelledQuantity).toBe(0);
  });

  it('never cancels more than remains (409, nothing written)', async () => {
    const guest = await seatGuest(t.db, t.clock, { tableId: 4 });
    const { itemIds } = await addGroup(t.db, guest, 'IN_PROGRESS', [
      { quantity: 3, cancelledQuantity: 1 },
    ]);
    const { deps, events } = staffDeps(t);

    await expectAppError(
      cancelItemQuantity(deps, { tenantId, orderItemId: itemIds[0]!, quantity: 3 }),
      409,
      `Only 2 of order item ${itemIds[0]} can be cancelled`,
    );
    expect((await itemRow(t.db, itemIds[0]!)).cancelledQuantity).toBe(1);
    expect(await cancellationsOf(itemIds[0]!)).toEqual([]);
    expect(events).toEqual([]);
  });

  it('two staff cancelling at once cannot cancel more than was ordered', async () => {
    const guest = await seatGuest(t.db, t.clock, { tableId: 5 });
    const { itemIds } = await addGroup(t.db, guest, 'IN_PROGRESS', [{ quantity: 3 }]);
    const { deps, events } = staffDeps(t);
    const input = { tenantId, orderItemId: itemIds[0]!, quantity: 2 };

    const outcomes = await Promise.allSettled([
      cancelItemQuantity(deps, input),
      cancelItemQuantity(deps, input),
    ]);

    expect(outcomes.map((o) => o.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(outcomes.find((o) => o.status === 'rejected')).toMatchObject({
      reason: { statusCode: 409 },
    });
    expect((await itemRow(t.db, itemIds[0]!)).cancelledQuantity).toBe(2);
    await expectSeqsContinue(t.db, events, guest.orderId, 0);
  });

  it.each([
    ['NEW', 'NEW', 0, /not confirmed yet/],
    ['CANCELLED', 'IN_PROGRESS', 1, /already cancelled/],
  ] as const)('refuses a %s item with 409', async (itemStatus, group, cancelled, message) => {
    const guest = await seatGuest(t.db, t.clock, { tableId: 6 });
    const { itemIds } = await addGroup(t.db, guest, group, [
      { status: itemStatus, cancelledQuantity: cancelled },
    ]);
    const { deps, events } = staffDeps(t);

    await expectAppError(
      cancelItemQuantity(deps, { tenantId, orderItemId: itemIds[0]!, quantity: 1 }),
      409,
      message,
    );
    expect(events).toEqual([]);
  });

  it("answers 404 for another tenant's item or staff user", async () => {
    const foreign = await seatGuest(t.db, t.clock, { tableId: DEMO.otherTenantTable });
    const foreignItem = (await addGroup(t.db, foreign, 'IN_PROGRESS', [{}])).itemIds[0]!;
    const guest = await seatGuest(t.db, t.clock, { tableId: 7 });
    const ownItem = (await addGroup(t.db, guest, 'IN_PROGRESS', [{}])).itemIds[0]!;
    const { deps, events } = staffDeps(t);

    await expectAppError(
      cancelItemQuantity(deps, { tenantId, orderItemId: foreignItem, quantity: 1 }),
      404,
      'Order item not found',
    );
    await expectAppError(
      cancelItemQuantity(deps, {
        tenantId,
        orderItemId: ownItem,
        quantity: 1,
        staffUserId: DEMO.staff.otherTenantAssociate,
      }),
      404,
      'Staff user not found',
    );
    expect((await itemRow(t.db, foreignItem)).cancelledQuantity).toBe(0);
    expect((await itemRow(t.db, ownItem)).cancelledQuantity).toBe(0);
    expect(events).toEqual([]);
  });
});
