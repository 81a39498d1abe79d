import type { TCatalogueItem } from '@tableside/shared/contract/catalogue';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { branchMenuItems, orderItems } from '../../src/db/schema/index';
import { rooms } from '../../src/realtime/rooms';
import { seatGuest } from '../helpers/guest-fixture';
import { useTestApp } from '../helpers/test-app';
import { signIn } from '../staff-api/staff-api-fixture';
import { addGroup, DEMO } from '../staff-services/staff-fixture';
import {
  asUpdate,
  BRANCH,
  call,
  createItem,
  eatCategoryOf,
  guestCards,
  itemBody,
  itemUrl,
  OTHER_BRANCH,
} from './catalogue-fixture';

const t = useTestApp();
let manager: Record<string, string>;
let category: number;

beforeAll(async () => {
  manager = await signIn(t, 'manager');
  category = await eatCategoryOf(t, 1);
});

async function branchPrice(branchId: number, menuItemId: number) {
  const [row] = await t.db
    .select({ priceMinor: branchMenuItems.priceMinor })
    .from(branchMenuItems)
    .where(and(eq(branchMenuItems.branchId, branchId), eq(branchMenuItems.menuItemId, menuItemId)));
  return row?.priceMinor;
}

const linePrice = async (id: number) =>
  (await t.db.select().from(orderItems).where(eq(orderItems.id, id)))[0]?.unitPriceMinor;

describe("a size's default price", () => {
  it('moves branches at the old default and their carts; own prices and confirmed lines stay', async () => {
    const item = await createItem(t, manager, itemBody(category, 'Repriced Biryani'));
    const half = item.sizes[0]?.id ?? 0;
    const full = item.sizes[1]?.id ?? 0;
    // Branch 2 sells the Half at its own price, the Full at the default.
    await t.db.insert(branchMenuItems).values([
      { tenantId: 1, branchId: OTHER_BRANCH, menuItemId: half, priceMinor: 17_000 },
      { tenantId: 1, branchId: OTHER_BRANCH, menuItemId: full, priceMinor: 24_050 },
    ]);
    const guest = await seatGuest(t.db, t.clock, { tableId: 2 });
    const confirmed = await addGroup(t.db, guest, 'IN_PROGRESS', [{ menuItemId: half }]);
    const cart = await addGroup(t.db, guest, 'NEW', [{ menuItemId: half, quantity: 2 }]);
    const other = await seatGuest(t.db, t.clock, { tableId: DEMO.otherBranchTable });
    const otherCart = await addGroup(t.db, other, 'NEW', [{ menuItemId: half }]);

    const from = t.events.length;
    const res = await call(
      t,
      manager,
      'PUT',
      itemUrl(item.id),
      asUpdate(item, {
        sizes: [
          { id: half, name: 'Half', price: 180, isDefault: true },
          { id: full, name: 'Full', price: 240.5, isDefault: false },
        ],
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const saved: TCatalogueItem = res.json();
    expect(saved.sizes[0]).toMatchObject({ defaultPrice: 180, price: 180 });

    expect(await branchPrice(BRANCH, half)).toBe(18_000);
    expect(await branchPrice(OTHER_BRANCH, half)).toBe(17_000);
    expect(await branchPrice(OTHER_BRANCH, full)).toBe(24_050);
    expect(await linePrice(cart.itemIds[0] ?? 0)).toBe(18_000);
    expect(await linePrice(confirmed.itemIds[0] ?? 0)).toBe(15_000);
    expect(await linePrice(otherCart.itemIds[0] ?? 0)).toBe(17_000);

    const events = t.events.slice(from);
    const prices = events.filter((e) => e.event === 'updatePrice');
    // Only branch 1's prices changed; branch 2 refetches (its card's default moved) without the toast.
    expect(prices.map((e) => [e.room, e.payload])).toEqual([
      [rooms.price(BRANCH), { branchId: BRANCH, reason: 'price' }],
      [rooms.price(OTHER_BRANCH), { branchId: OTHER_BRANCH, reason: 'menu' }],
    ]);
    // The table whose cart holds the size gets its repriced lines.
    expect(events.map((e) => e.event)).toContain('updateOrderCart');
    const card = (await guestCards(t, 1, BRANCH)).find((c) => c.displayName === 'Repriced Biryani');
    expect(card?.menuItems[0]?.branchSettings.price).toBe(180);
  });

  it('a save that changes no price tells guests of a menu change, not of prices', async () => {
    const item = await createItem(t, manager, itemBody(category, 'Quiet Edit'));
    const from = t.events.length;
    await call(t, manager, 'PUT', itemUrl(item.id), asUpdate(item, { description: 'New words' }));
    const prices = t.events.slice(from).filter((e) => e.event === 'updatePrice');
    expect(prices.map((e) => e.payload)).toEqual([{ branchId: BRANCH, reason: 'menu' }]);

    const again = await call(t, manager, 'GET', itemUrl(item.id));
    const before = t.events.length;
    await call(t, manager, 'PUT', itemUrl(item.id), asUpdate(again.json()));
    expect(t.events.slice(before).filter((e) => e.event === 'updatePrice')).toEqual([]);
  });
});
