// History does not change: a charge or tax limited to categories reads the category each line
// was ordered under (and the categories above it then), so moving a dish to another category
// or re-parenting its category leaves an open bill as it was; orders placed afterwards follow
// the new tree.
import type { TCatalogueItem } from '@tableside/shared/contract/catalogue';
import { CATALOGUE_ROUTES } from '@tableside/shared/contract/catalogue-extras';
import { buildPath, GUEST_ROUTES, STAFF_ROUTES } from '@tableside/shared/contract/routes';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { menuCategories, orderItems, orders } from '../../src/db/schema/index';
import { asUpdate, createItem, itemBody, itemUrl } from '../catalogue/catalogue-fixture';
import { checkInNewGuest } from '../check-in/check-in-helpers';
import type { SeatedGuest } from '../helpers/guest-fixture';
import { useTestApp } from '../helpers/test-app';
import { addOk, itemBody as cartItem, confirm } from '../orders/cart-fixtures';
import { signIn } from '../staff-api/staff-api-fixture';
import { BRANCH, call, createUrl, path } from './pricing-fixture';

const t = useTestApp();
let manager: Record<string, string>;

beforeAll(async () => {
  manager = await signIn(t, 'manager');
});

/** A guest at a table through check-in (which snapshots the branch's rules), verified by staff. */
async function seatAt(tableId: number): Promise<SeatedGuest> {
  const checkedIn = await checkInNewGuest(t, { tableId });
  const orderId: number = checkedIn.body.orderId;
  const verified = await call(t, manager, 'POST', buildPath(STAFF_ROUTES.verifyOrder, { orderId }));
  expect(verified.statusCode, verified.body).toBe(200);
  const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
  if (!order?.primaryCustomerId) throw new Error('check-in opened no order');
  return {
    orderId,
    customerId: order.primaryCustomerId,
    tenantId: 1,
    branchId: BRANCH,
    tableId,
    tableCode: order.tableCode,
    headers: { cookie: checkedIn.cookie, 'x-tenant': '1' },
  };
}

/** The guest orders one of each dish's first size and slides to confirm. */
async function orderDishes(g: SeatedGuest, dishes: TCatalogueItem[]) {
  const added = await addOk(
    t,
    g,
    dishes.map((dish) => cartItem(g, dish.sizes[0]?.id ?? 0)),
  );
  const [line] = await t.db
    .select({ groupId: orderItems.orderGroupId })
    .from(orderItems)
    .where(eq(orderItems.id, added.orderItemIds[0] ?? 0));
  const confirmed = await confirm(t, g, line?.groupId ?? 0);
  expect(confirmed.statusCode, confirmed.body).toBe(200);
}

async function guestBill(g: SeatedGuest) {
  const res = await t.app.inject({
    method: 'GET',
    url: `${GUEST_ROUTES.billing}?orderId=${g.orderId}&customerId=${g.customerId}`,
    headers: g.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function staffBill(g: SeatedGuest) {
  const res = await call(t, manager, 'GET', buildPath(STAFF_ROUTES.orderBill, g));
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function addCategory(name: string, parentId: number | null = null): Promise<number> {
  const url = path(CATALOGUE_ROUTES.categories, { branchId: BRANCH });
  const res = await call(t, manager, 'POST', url, { tab: 'EAT', name, parentId });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

/** A dish without add-ons, so the guest can order it as it is. */
const createDish = (categoryId: number, name: string) =>
  createItem(t, manager, { ...itemBody(categoryId, name), addOnGroup: null });

async function addRule(ruleType: 'charges' | 'taxes', name: string, categoryId: number) {
  const res = await call(t, manager, 'POST', createUrl(ruleType), {
    name,
    kind: 'RATE',
    rate: 10,
    categoryIds: [categoryId],
  });
  expect(res.statusCode, res.body).toBe(201);
}

const chargeNames = (bill: { charges: { charges: { name: string } }[] }) =>
  bill.charges.map((c) => c.charges.name);
const taxNames = (bill: { taxSummary: { tax: { name: string } }[] }) =>
  bill.taxSummary.map((tax) => tax.tax.name);

describe('rules limited to categories read the category a line was ordered under', () => {
  it('keeps an open bill when a dish moves and its category is re-parented', async () => {
    const grill = await addCategory('Grill');
    const kebabs = await addCategory('Kebabs', grill);
    const snacks = await addCategory('Snacks');
    const seekh = await createDish(grill, 'Seekh Kebab');
    const tikka = await createDish(kebabs, 'Paneer Tikka');
    await addRule('charges', 'Grill service', grill);
    await addRule('taxes', 'Snack cess', snacks);

    const open = await seatAt(5);
    await orderDishes(open, [seekh, tikka]);
    const guestBefore = await guestBill(open);
    const staffBefore = await staffBill(open);
    // Both dishes are grill dishes (the tikka through its sub-category); neither is a snack.
    expect(chargeNames(guestBefore)).toContain('Grill service');
    expect(taxNames(guestBefore)).not.toContain('Snack cess');

    // The back office moves the kebab to Snacks; Kebabs is filed under Snacks (no route
    // re-parents a category today, so the tree is changed as an import or a fix would).
    const moved = await call(
      t,
      manager,
      'PUT',
      itemUrl(seekh.id),
      asUpdate(seekh, { categoryId: snacks }),
    );
    expect(moved.statusCode, moved.body).toBe(200);
    await t.db
      .update(menuCategories)
      .set({ parentId: snacks })
      .where(eq(menuCategories.id, kebabs));

    expect(await guestBill(open)).toEqual(guestBefore);
    expect(await staffBill(open)).toEqual(staffBefore);

    // Ordered now, both dishes are snacks and no longer grill dishes.
    const later = await seatAt(6);
    await orderDishes(later, [seekh, tikka]);
    const laterBill = await guestBill(later);
    expect(chargeNames(laterBill)).not.toContain('Grill service');
    expect(taxNames(laterBill)).toContain('Snack cess');
    expect(taxNames(await staffBill(later))).toContain('Snack cess');
  });
});
