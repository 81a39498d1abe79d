import { itemsUnavailableForGroup } from '@tableside/shared/domain/messages';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { branchMenuItems, products } from '../../src/db/schema/index';
import { recordingPublisher } from '../../src/realtime/publisher';
import { rooms } from '../../src/realtime/rooms';
import { SNOOZE_IN_PAST_MESSAGE } from '../../src/services/catalogue/branch-size';
import { expireSnoozes } from '../../src/services/maintenance/expire-snoozes';
import { useTestApp } from '../helpers/test-app';
import {
  addItems,
  addOk,
  confirm,
  eventsSince,
  findSize,
  getOrder,
  itemBody,
  seatNewOrder,
} from '../orders/cart-fixtures';
import { signIn } from '../staff-api/staff-api-fixture';
import {
  auditOf,
  BRANCH,
  branchRow,
  guestSize,
  OTHER_TENANT_BRANCH,
  putSize,
} from './branch-fixture';

const t = useTestApp();
let manager: Record<string, string>;
let waiter: Record<string, string>;

beforeAll(async () => {
  manager = await signIn(t, 'manager');
  waiter = await signIn(t, 'waiter');
});

const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();
const priceRoom = rooms.price(BRANCH);

describe('PUT a size at a branch: price', () => {
  it("changes this branch's price only, reprices open carts and shows guests the price toast", async () => {
    const coffee = await findSize(t.db, 'Filter Coffee');
    const guest = await seatNewOrder(t, { tableId: 2 });
    const added = await addOk(t, guest, [itemBody(guest, coffee.id)]);
    const [row] = await t.db
      .select({ version: products.version })
      .from(products)
      .where(eq(products.id, coffee.productId));
    const version = row?.version ?? 0;
    const from = t.events.length;

    const res = await putSize(t, manager, coffee.id, { price: 99.5 });
    expect(res.statusCode, res.body).toBe(200);
    const item = res.json();
    expect(item.id).toBe(coffee.productId);
    expect(item.version).toBe(version + 1);
    expect(item.sizes.find((s: { id: number }) => s.id === coffee.id)).toMatchObject({
      price: 99.5,
      available: true,
    });
    expect((await guestSize(t, coffee.id))?.price).toBe(99.5);
    expect((await guestSize(t, coffee.id, 2))?.price).toBe(coffee.price);
    const cart = (await getOrder(t, guest)).json();
    expect(cart.orderGroups[0].orderItems[0]).toMatchObject({
      id: added.orderItemIds[0],
      unitPrice: 99.5,
    });
    const sent = eventsSince(t, from);
    expect(sent.filter((e) => e.room === priceRoom)).toEqual([
      { room: priceRoom, event: 'updatePrice', payload: { branchId: BRANCH, reason: 'price' } },
    ]);
    expect(sent.map((e) => e.event)).toContain('updateOrderCart');
    const [audit] = (await auditOf(t, coffee.productId)).slice(-1);
    expect(audit?.action).toBe('catalogue.size.branch');
    const detail = audit?.detail as { before: { sizes: { price: number }[] }; after: object };
    expect(detail.before.sizes.some((s) => s.price === coffee.price)).toBe(true);
    expect(detail.after).toMatchObject({ id: coffee.productId });
  });

  it('the same price again writes nothing and tells nobody', async () => {
    const coffee = await findSize(t.db, 'Filter Coffee');
    const audits = (await auditOf(t, coffee.productId)).length;
    const from = t.events.length;
    const res = await putSize(t, manager, coffee.id, { price: coffee.price });
    expect(res.statusCode).toBe(200);
    expect(eventsSince(t, from)).toEqual([]);
    expect(await auditOf(t, coffee.productId)).toHaveLength(audits);
  });
});

describe('PUT a size at a branch: availability and snooze', () => {
  it('off: guests see Out of Stock without the price toast, carts are told, confirm is refused', async () => {
    const chai = await findSize(t.db, 'Masala Chai');
    const guest = await seatNewOrder(t, { tableId: 3 });
    const added = await addOk(t, guest, [itemBody(guest, chai.id)]);
    const from = t.events.length;
    const res = await putSize(t, manager, chai.id, { available: false });
    expect(res.statusCode, res.body).toBe(200);
    expect((await guestSize(t, chai.id))?.isAvailable).toBe(false);
    const sent = eventsSince(t, from);
    // Browsing guests are told which dish went: 'Masala Chai is now out of stock'.
    expect(sent.find((e) => e.event === 'updatePrice')?.payload).toEqual({
      branchId: BRANCH,
      reason: 'stock',
      soldOut: ['Masala Chai'],
    });
    expect(sent.map((e) => e.event)).toEqual(
      expect.arrayContaining(['refreshCart', 'staffStockUpdate']),
    );
    const groupId = added.order.orderGroups[0]?.id ?? 0;
    const refused = await confirm(t, guest, groupId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(itemsUnavailableForGroup(groupId));
    expect((await putSize(t, manager, chai.id, { available: true })).statusCode).toBe(200);
    expect((await guestSize(t, chai.id))?.isAvailable).toBe(true);
  });

  it('one size of a dish off: the dish is still on sale, so no guest is told it ran out', async () => {
    const half = await findSize(t.db, 'Chicken Dum Biryani', { size: 'Half' });
    const full = await findSize(t.db, 'Chicken Dum Biryani', { size: 'Full' });
    const from = t.events.length;
    expect((await putSize(t, manager, half.id, { available: false })).statusCode).toBe(200);
    expect(eventsSince(t, from).find((e) => e.event === 'updatePrice')?.payload).toEqual({
      branchId: BRANCH,
      reason: 'stock',
    });

    const next = t.events.length;
    expect((await putSize(t, manager, full.id, { available: false })).statusCode).toBe(200);
    expect(eventsSince(t, next).find((e) => e.event === 'updatePrice')?.payload).toEqual({
      branchId: BRANCH,
      reason: 'stock',
      soldOut: ['Chicken Dum Biryani'],
    });
    await putSize(t, manager, half.id, { available: true });
    await putSize(t, manager, full.id, { available: true });
    expect((await guestSize(t, half.id))?.isAvailable).toBe(true);
  });

  it('refuses a snooze in the past', async () => {
    const chai = await findSize(t.db, 'Masala Chai');
    const past = new Date(Date.now() - 60_000).toISOString();
    const res = await putSize(t, manager, chai.id, { snoozedUntil: past });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(SNOOZE_IN_PAST_MESSAGE);
    expect((await branchRow(t, chai.id))?.snoozedUntil).toBeNull();
  });

  it("an '86'd size is out until its time, then back by itself; the job tells guests once", async () => {
    const chai = await findSize(t.db, 'Masala Chai');
    const guest = await seatNewOrder(t, { tableId: 4 });
    await addOk(t, guest, [itemBody(guest, chai.id)]);
    const res = await putSize(t, manager, chai.id, { snoozedUntil: inAnHour() });
    expect(res.statusCode, res.body).toBe(200);
    const size = res.json().sizes.find((s: { id: number }) => s.id === chai.id);
    expect(size.snoozedUntil).not.toBeNull();
    expect((await guestSize(t, chai.id))?.isAvailable).toBe(false);
    const other = await seatNewOrder(t, { tableId: 5 });
    const refused = await addItems(t, other, [itemBody(other, chai.id)]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('is out of stock right now');
    expect((await getOrder(t, guest)).json().orderGroups[0].orderItems[0].isMenuItemAvailable).toBe(
      false,
    );

    // The hour passes.
    await t.db
      .update(branchMenuItems)
      .set({ snoozedUntil: sql`now() - interval '1 second'` })
      .where(and(eq(branchMenuItems.branchId, BRANCH), eq(branchMenuItems.menuItemId, chai.id)));
    // Guests' reads follow the rule at once, before the job has run.
    expect((await guestSize(t, chai.id))?.isAvailable).toBe(true);
    expect((await addItems(t, other, [itemBody(other, chai.id)])).statusCode).toBe(200);

    // Two server processes run the job at the same moment: one of them tells everyone.
    const a = recordingPublisher();
    const b = recordingPublisher();
    const counts = await Promise.all([
      expireSnoozes({ db: t.db, publisher: a }),
      expireSnoozes({ db: t.db, publisher: b }),
    ]);
    expect(counts.reduce((x, y) => x + y, 0)).toBe(1);
    const told = [...a.events, ...b.events];
    expect(told.filter((e) => e.event === 'updatePrice')).toEqual([
      { room: priceRoom, event: 'updatePrice', payload: { branchId: BRANCH, reason: 'stock' } },
    ]);
    // Every open cart holding the size refetches (its Out of Stock marker goes).
    const refreshed = told.filter((e) => e.event === 'refreshCart').map((e) => e.payload);
    expect(refreshed).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ orderId: guest.orderId }),
        expect.objectContaining({ orderId: other.orderId }),
      ]),
    );
    expect(told.find((e) => e.event === 'staffStockUpdate')?.payload).toEqual({
      branchId: BRANCH,
      menuItemMasterId: chai.id,
      available: true,
    });
    expect((await branchRow(t, chai.id))?.snoozedUntil).toBeNull();
    expect(await expireSnoozes({ db: t.db, publisher: a })).toBe(0);
  });

  it('lifting a snooze brings the size back at once', async () => {
    const chai = await findSize(t.db, 'Masala Chai');
    await putSize(t, manager, chai.id, { snoozedUntil: inAnHour() });
    expect((await guestSize(t, chai.id))?.isAvailable).toBe(false);
    const from = t.events.length;
    const res = await putSize(t, manager, chai.id, { snoozedUntil: null });
    expect(res.statusCode).toBe(200);
    expect((await guestSize(t, chai.id))?.isAvailable).toBe(true);
    expect(eventsSince(t, from).find((e) => e.event === 'updatePrice')?.payload).toEqual({
      branchId: BRANCH,
      reason: 'stock',
    });
  });
});

describe('PUT a size at a branch: who and what', () => {
  it('403 without editMenu, 404 for another brand, 400 for an empty body', async () => {
    const coffee = await findSize(t.db, 'Filter Coffee');
    expect((await putSize(t, waiter, coffee.id, { price: 1 })).statusCode).toBe(403);
    const foreign = await putSize(t, manager, coffee.id, { price: 1 }, OTHER_TENANT_BRANCH);
    expect(foreign.statusCode).toBe(404);
    const [otherBrandSize] = await t.db
      .select({ id: branchMenuItems.menuItemId })
      .from(branchMenuItems)
      .where(eq(branchMenuItems.branchId, OTHER_TENANT_BRANCH))
      .limit(1);
    expect((await putSize(t, manager, otherBrandSize?.id ?? 0, { price: 1 })).statusCode).toBe(404);
    const empty = await putSize(t, manager, coffee.id, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('name a price, availability or snooze');
    expect((await putSize(t, manager, coffee.id, { price: 1.234 })).statusCode).toBe(400);
  });
});
