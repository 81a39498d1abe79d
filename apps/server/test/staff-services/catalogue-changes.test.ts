import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { branchMenuItems } from '../../src/db/schema/index';
import { rooms } from '../../src/realtime/rooms';
import { changePrice } from '../../src/services/staff/change-price';
import { setItemAvailability } from '../../src/services/staff/set-item-availability';
import { seatGuest } from '../helpers/guest-fixture';
import {
  addGroup,
  DEMO,
  expectAppError,
  expectSeqsContinue,
  itemRow,
  roomsOf,
  staffDeps,
  useStaffApp,
} from './staff-fixture';

const t = useStaffApp();

const tenantId = DEMO.tenantId;
const branchId = DEMO.branchId;
/** Sizes of the demo menu sold at branches 1 and 2; size 1 costs 160.00 at branch 1. */
const SIZE = 1;
const OTHER_SIZE = 2;

// Every test starts from the seeded catalogue (and, by useStaffApp, with no open order).
afterEach(async () => {
  await t.db
    .update(branchMenuItems)
    .set({ priceMinor: 16_000, isAvailable: true })
    .where(and(eq(branchMenuItems.branchId, branchId), eq(branchMenuItems.menuItemId, SIZE)));
});

async function branchItem(branch: number, menuItemId: number) {
  const [row] = await t.db
    .select()
    .from(branchMenuItems)
    .where(and(eq(branchMenuItems.branchId, branch), eq(branchMenuItems.menuItemId, menuItemId)));
  if (!row) throw new Error('no branch menu item');
  return row;
}

/**
 * Four open orders: A holds the size in its cart; B only in a confirmed group; C in its cart
 * but at the other branch; D had it in its cart and removed it (quantity 0).
 */
async function tablesHoldingTheSize() {
  const a = await seatGuest(t.db, t.clock, { tableId: 2 });
  const aCart = await addGroup(t.db, a, 'NEW', [{ menuItemId: SIZE, quantity: 2 }]);
  const b = await seatGuest(t.db, t.clock, { tableId: 3 });
  const bConfirmed = await addGroup(t.db, b, 'IN_PROGRESS', [{ menuItemId: SIZE }]);
  await addGroup(t.db, b, 'NEW', [{ menuItemId: OTHER_SIZE }]);
  const c = await seatGuest(t.db, t.clock, { tableId: DEMO.otherBranchTable });
  const cCart = await addGroup(t.db, c, 'NEW', [{ menuItemId: SIZE }]);
  const d = await seatGuest(t.db, t.clock, { tableId: 4 });
  await addGroup(t.db, d, 'NEW', [{ menuItemId: SIZE, quantity: 0 }]);
  return { a, aCart, b, bConfirmed, c, cCart };
}

describe('setItemAvailability', () => {
  it('marks the size out of stock; browsing guests and carts holding it are told', async () => {
    const { a } = await tablesHoldingTheSize();
    const { deps, events } = staffDeps(t);

    const result = await setItemAvailability(deps, {
      tenantId,
      branchId,
      menuItemMasterId: SIZE,
      available: false,
    });

    expect(result).toEqual({
      branchId,
      menuItemMasterId: SIZE,
      available: false,
      refreshedOrderIds: [a.orderId],
    });
    expect((await branchItem(branchId, SIZE)).isAvailable).toBe(false);
    expect((await branchItem(DEMO.otherBranchId, SIZE)).isAvailable).toBe(true);
    expect(events).toEqual([
      {
        room: roomsOf(a).customer,
        event: 'refreshCart',
        payload: { orderId: a.orderId, seq: 1 },
      },
      {
        room: rooms.price(branchId),
        event: 'updatePrice',
        // 'Masala Papad is now out of stock' for the guests browsing the branch.
        payload: { branchId, reason: 'stock', soldOut: ['Masala Papad'] },
      },
      {
        room: rooms.staff({ tenantId, branchId }),
        event: 'staffStockUpdate',
        payload: { branchId, menuItemMasterId: SIZE, available: false },
      },
    ]);
    await expectSeqsContinue(t.db, events, a.orderId, 0);
  });

  it('setting what is already set publishes nothing; back in stock tells them again', async () => {
    const { a } = await tablesHoldingTheSize();
    const input = { tenantId, branchId, menuItemMasterId: SIZE };
    await setItemAvailability(staffDeps(t).deps, { ...input, available: false });

    const repeat = staffDeps(t);
    const again = await setItemAvailability(repeat.deps, { ...input, available: false });
    expect(again.refreshedOrderIds).toEqual([]);
    expect(repeat.events).toEqual([]);

    const back = staffDeps(t);
    await setItemAvailability(back.deps, { ...input, available: true });
    expect((await branchItem(branchId, SIZE)).isAvailable).toBe(true);
    expect(back.events.map((e) => e.event)).toEqual([
      'refreshCart',
      'updatePrice',
      'staffStockUpdate',
    ]);
    // Coming back names nothing: only a dish running out is news to a browsing guest.
    expect(back.events[1]?.payload).toEqual({ branchId, reason: 'stock' });
    await expectSeqsContinue(t.db, back.events, a.orderId, 1);
  });

  it('a dish the guests already saw out of stock (snoozed) is not announced again', async () => {
    const input = { tenantId, branchId, menuItemMasterId: SIZE };
    await t.db
      .update(branchMenuItems)
      .set({ snoozedUntil: new Date(Date.now() + 3_600_000) })
      .where(and(eq(branchMenuItems.branchId, branchId), eq(branchMenuItems.menuItemId, SIZE)));
    try {
      const { deps, events } = staffDeps(t);
      await setItemAvailability(deps, { ...input, available: false });
      expect(events.find((e) => e.event === 'updatePrice')?.payload).toEqual({
        branchId,
        reason: 'stock',
      });
    } finally {
      await t.db
        .update(branchMenuItems)
        .set({ snoozedUntil: null })
        .where(and(eq(branchMenuItems.branchId, branchId), eq(branchMenuItems.menuItemId, SIZE)));
    }
  });

  it("answers 404 for another tenant's branch or a size the branch does not sell", async () => {
    const { deps, events } = staffDeps(t);
    const foreignSize = (await branchItemOf(DEMO.otherTenantBranchId)).menuItemId;

    await expectAppError(
      setItemAvailability(deps, {
        tenantId,
        branchId: DEMO.otherTenantBranchId,
        menuItemMasterId: foreignSize,
        available: false,
      }),
      404,
      'Branch not found',
    );
    await expectAppError(
      setItemAvailability(deps, {
        tenantId,
        branchId,
        menuItemMasterId: foreignSize,
        available: false,
      }),
      404,
      'Menu item not found',
    );
    expect((await branchItem(DEMO.otherTenantBranchId, foreignSize)).isAvailable).toBe(true);
    expect(events).toEqual([]);
  });
});

describe('changePrice', () => {
  it('reprices the branch and the carts holding the size; confirmed lines keep their price', async () => {
    const { a, aCart, bConfirmed, cCart } = await tablesHoldingTheSize();
    const { deps, events } = staffDeps(t);

    const result = await changePrice(deps, {
      tenantId,
      branchId,
      menuItemMasterId: SIZE,
      price: 175.5,
    });

    expect(result).toEqual({
      branchId,
      menuItemMasterId: SIZE,
      price: 175.5,
      repricedItemIds: aCart.itemIds,
    });
    expect((await branchItem(branchId, SIZE)).priceMinor).toBe(17_550);
    expect((await itemRow(t.db, aCart.itemIds[0]!)).unitPriceMinor).toBe(17_550);
    expect((await itemRow(t.db, bConfirmed.itemIds[0]!)).unitPriceMinor).toBe(16_000);
    const otherBranchPrice = (await branchItem(DEMO.otherBranchId, SIZE)).priceMinor;
    expect((await itemRow(t.db, cCart.itemIds[0]!)).unitPriceMinor).toBe(otherBranchPrice);

    const room = roomsOf(a);
    expect(events.map((e) => [e.room, e.event])).toEqual([
      [room.cart, 'updateOrderCart'],
      [room.staff, 'staffOrderUpdate'],
      [rooms.price(branchId), 'updatePrice'],
    ]);
    expect(events[0]?.payload).toEqual({
      orderId: a.orderId,
      seq: 1,
      orderGroups: [
        expect.objectContaining({
          id: aCart.groupId,
          status: 'NEW',
          orderItems: [
            expect.objectContaining({
              id: aCart.itemIds[0],
              quantity: 2,
              unitPrice: 175.5,
              price: 351,
              status: 'NEW',
            }),
          ],
        }),
      ],
    });
    expect(events[2]?.payload).toEqual({ branchId, reason: 'price' });
    await expectSeqsContinue(t.db, events, a.orderId, 0);
  });

  it('the same price again changes nothing and publishes nothing', async () => {
    await tablesHoldingTheSize();
    const { deps, events } = staffDeps(t);

    const result = await changePrice(deps, {
      tenantId,
      branchId,
      menuItemMasterId: SIZE,
      price: 160,
    });

    expect(result.repricedItemIds).toEqual([]);
    expect(events).toEqual([]);
  });

  it.each([-1, 1.234, Number.NaN, Number.POSITIVE_INFINITY, 50_000_000])(
    'rejects price %s with 400',
    async (price) => {
      const { deps, events } = staffDeps(t);
      await expectAppError(
        changePrice(deps, { tenantId, branchId, menuItemMasterId: SIZE, price }),
        400,
        /^price /,
      );
      expect((await branchItem(branchId, SIZE)).priceMinor).toBe(16_000);
      expect(events).toEqual([]);
    },
  );

  it("answers 404 for another tenant's branch or size", async () => {
    const { deps, events } = staffDeps(t);
    const foreign = await branchItemOf(DEMO.otherTenantBranchId);

    await expectAppError(
      changePrice(deps, {
        tenantId,
        branchId: DEMO.otherTenantBranchId,
        menuItemMasterId: foreign.menuItemId,
        price: 1,
      }),
      404,
    );
    await expectAppError(
      changePrice(deps, { tenantId, branchId, menuItemMasterId: foreign.menuItemId, price: 1 }),
      404,
    );
    expect((await branchItem(DEMO.otherTenantBranchId, foreign.menuItemId)).priceMinor).toBe(
      foreign.priceMinor,
    );
    expect(events).toEqual([]);
  });
});

async function branchItemOf(branch: number) {
  const [row] = await t.db
    .select()
    .from(branchMenuItems)
    .where(eq(branchMenuItems.branchId, branch))
    .limit(1);
  if (!row) throw new Error('branch sells nothing');
  return row;
}
