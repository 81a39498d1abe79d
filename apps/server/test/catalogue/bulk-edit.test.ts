import { CATALOGUE_ROUTES } from '@tableside/shared/contract/catalogue-extras';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { menuCategories, products } from '../../src/db/schema/index';
import { rooms } from '../../src/realtime/rooms';
import { useTestApp } from '../helpers/test-app';
import { eventsSince, findSize } from '../orders/cart-fixtures';
import { signIn } from '../staff-api/staff-api-fixture';
import { auditOf, BRANCH, guestSize, menuProducts, postBulk, route } from './branch-fixture';

const t = useTestApp();
let manager: Record<string, string>;
let kitchen: Record<string, string>;

beforeAll(async () => {
  manager = await signIn(t, 'manager');
  kitchen = await signIn(t, 'kitchen');
});

async function item(productId: number) {
  const res = await t.app.inject({
    method: 'GET',
    url: route(CATALOGUE_ROUTES.item, { branchId: BRANCH, productId }),
    headers: manager,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('POST bulk edit', () => {
  it('raises every size of the selection by a percent, rounded to the paisa, in one go', async () => {
    const coffee = await findSize(t.db, 'Filter Coffee');
    const chai = await findSize(t.db, 'Masala Chai');
    const before = await item(coffee.productId);
    const audits = (await auditOf(t, coffee.productId)).length;
    const from = t.events.length;
    const res = await postBulk(t, manager, {
      productIds: [coffee.productId, chai.productId],
      change: { kind: 'price', mode: 'percent', value: 12.5 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ changed: 2 });
    const expected = Math.round(coffee.price * 100 * 1.125) / 100;
    expect((await guestSize(t, coffee.id))?.price).toBe(expected);
    expect((await guestSize(t, coffee.id, 2))?.price).toBe(coffee.price);
    const after = await item(coffee.productId);
    expect(after.version).toBe(before.version + 1);
    const trail = await auditOf(t, coffee.productId);
    expect(trail).toHaveLength(audits + 1);
    expect(trail.at(-1)?.action).toBe('catalogue.bulk.price');
    expect(trail.at(-1)?.detail).toMatchObject({
      before: { id: coffee.productId, version: before.version },
      after: { id: coffee.productId, version: after.version },
    });
    const told = eventsSince(t, from).filter((e) => e.event === 'updatePrice');
    expect(told).toEqual([
      {
        room: rooms.price(BRANCH),
        event: 'updatePrice',
        payload: { branchId: BRANCH, reason: 'price' },
      },
    ]);
  });

  it('refuses a price below 0 naming the item, and changes nothing', async () => {
    const coffee = await findSize(t.db, 'Filter Coffee');
    const chai = await findSize(t.db, 'Masala Chai');
    const res = await postBulk(t, manager, {
      productIds: [chai.productId, coffee.productId],
      change: { kind: 'price', mode: 'amount', value: -(coffee.price + 0.01) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Filter Coffee');
    expect((await guestSize(t, chai.id))?.price).toBe(chai.price);
    expect((await guestSize(t, coffee.id))?.price).toBe(coffee.price);
  });

  it('switches the selection off at this branch only, without the price toast', async () => {
    const chai = await findSize(t.db, 'Masala Chai');
    const from = t.events.length;
    const res = await postBulk(t, manager, {
      productIds: [chai.productId],
      change: { kind: 'availability', available: false },
    });
    expect(res.json()).toEqual({ changed: 1 });
    expect((await guestSize(t, chai.id))?.isAvailable).toBe(false);
    expect((await guestSize(t, chai.id, 2))?.isAvailable).toBe(true);
    const told = eventsSince(t, from).filter((e) => e.event === 'updatePrice');
    expect(told.map((e) => e.payload)).toEqual([
      { branchId: BRANCH, reason: 'stock', soldOut: ['Masala Chai'] },
    ]);
    const again = await postBulk(t, manager, {
      productIds: [chai.productId],
      change: { kind: 'availability', available: false },
    });
    expect(again.json()).toEqual({ changed: 0 });
    await postBulk(t, manager, {
      productIds: [chai.productId],
      change: { kind: 'availability', available: true },
    });
    expect((await guestSize(t, chai.id))?.isAvailable).toBe(true);
  });

  it('moves items to another category and adds and removes tags', async () => {
    const chai = await findSize(t.db, 'Masala Chai');
    const before = await item(chai.productId);
    const [target] = await t.db
      .select({ id: menuCategories.id, name: menuCategories.name })
      .from(menuCategories)
      .where(eq(menuCategories.tenantId, 1))
      .orderBy(menuCategories.id)
      .limit(1);
    const categoryId = target?.id ?? 0;
    expect(categoryId).not.toBe(before.categoryId);
    const moved = await postBulk(t, manager, {
      productIds: [chai.productId],
      change: { kind: 'category', categoryId },
    });
    expect(moved.json()).toEqual({ changed: 1 });
    const [row] = await t.db.select().from(products).where(eq(products.id, chai.productId));
    expect(row?.categoryId).toBe(categoryId);

    const tagged = await postBulk(t, manager, {
      productIds: [chai.productId],
      change: { kind: 'tags', add: ['Chef special'], remove: before.tags.slice(0, 1) },
    });
    expect(tagged.json()).toEqual({ changed: 1 });
    const card = (await menuProducts(t)).find((p) => p.productMaster.id === chai.productId);
    const names = card?.tag.map((tag) => tag.name) ?? [];
    expect(names).toContain('Chef special');
    for (const gone of before.tags.slice(0, 1)) expect(names).not.toContain(gone);
  });

  it('403 without editMenu; 404 for another brand’s item or branch; 400 for an empty selection', async () => {
    const chai = await findSize(t.db, 'Masala Chai');
    const change = { kind: 'availability', available: true };
    expect((await postBulk(t, kitchen, { productIds: [chai.productId], change })).statusCode).toBe(
      403,
    );
    const [foreign] = await t.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.tenantId, 2))
      .limit(1);
    const mixed = await postBulk(t, manager, {
      productIds: [chai.productId, foreign?.id ?? 0],
      change,
    });
    expect(mixed.statusCode).toBe(404);
    expect(
      (await postBulk(t, manager, { productIds: [chai.productId], change }, 3)).statusCode,
    ).toBe(404);
    const empty = await postBulk(t, manager, { productIds: [], change });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('select at least one item');
  });
});
