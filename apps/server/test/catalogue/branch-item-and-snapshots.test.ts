import { TENANT_HEADER } from '@tableside/shared/contract/common';
import { GUEST_ROUTES } from '@tableside/shared/contract/routes';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { branchMenuItems, menuItems, productAllergens, products } from '../../src/db/schema/index';
import { LAST_MENU_MESSAGE } from '../../src/services/catalogue/branch-item';
import { useTestApp } from '../helpers/test-app';
import {
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
  BRANCH,
  branchRow,
  guestSize,
  menuProducts,
  OTHER_BRANCH,
  putItemBranch,
} from './branch-fixture';

const t = useTestApp();
let manager: Record<string, string>;
let waiter: Record<string, string>;

beforeAll(async () => {
  manager = await signIn(t, 'manager');
  waiter = await signIn(t, 'waiter');
});

describe("PUT an item on or off a branch's menu", () => {
  it('takes it off this branch only (history kept), and puts it back at the default prices', async () => {
    const coffee = await findSize(t.db, 'Filter Coffee');
    const guest = await seatNewOrder(t, { tableId: 6 });
    const added = await addOk(t, guest, [itemBody(guest, coffee.id)]);
    expect((await confirm(t, guest, added.order.orderGroups[0]?.id ?? 0)).statusCode).toBe(200);
    await t.db
      .update(branchMenuItems)
      .set({ priceMinor: 12_345 })
      .where(and(eq(branchMenuItems.branchId, BRANCH), eq(branchMenuItems.menuItemId, coffee.id)));

    const from = t.events.length;
    const off = await putItemBranch(t, manager, coffee.productId, false);
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ id: coffee.productId, onMenu: false });
    expect(await guestSize(t, coffee.id)).toBeUndefined();
    expect(await guestSize(t, coffee.id, OTHER_BRANCH)).toBeDefined();
    expect(eventsSince(t, from).find((e) => e.event === 'updatePrice')?.payload).toEqual({
      branchId: BRANCH,
      reason: 'menu',
    });
    // The confirmed order still reads as it was ordered.
    const order = (await getOrder(t, guest)).json();
    expect(order.orderGroups[0].orderItems[0]).toMatchObject({
      menuItemMaster: { displayName: 'Filter Coffee' },
      unitPrice: coffee.price,
    });

    const on = await putItemBranch(t, manager, coffee.productId, true);
    expect(on.statusCode).toBe(200);
    expect(on.json().onMenu).toBe(true);
    const [size] = await t.db.select().from(menuItems).where(eq(menuItems.id, coffee.id));
    expect((await branchRow(t, coffee.id))?.priceMinor).toBe(size?.defaultPriceMinor);
    expect((await guestSize(t, coffee.id))?.isAvailable).toBe(true);
  });

  it("refuses to take an item off its last branch's menu (archive it instead)", async () => {
    const chai = await findSize(t.db, 'Masala Chai');
    expect((await putItemBranch(t, manager, chai.productId, false, OTHER_BRANCH)).statusCode).toBe(
      200,
    );
    const last = await putItemBranch(t, manager, chai.productId, false);
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toBe(LAST_MENU_MESSAGE);
    expect(await guestSize(t, chai.id)).toBeDefined();
    expect((await putItemBranch(t, manager, chai.productId, true, OTHER_BRANCH)).statusCode).toBe(
      200,
    );
  });

  it('403 without editMenu, 404 for another brand', async () => {
    const chai = await findSize(t.db, 'Masala Chai');
    expect((await putItemBranch(t, waiter, chai.productId, false)).statusCode).toBe(403);
    expect((await putItemBranch(t, manager, chai.productId, false, 3)).statusCode).toBe(404);
    const [foreign] = await t.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.tenantId, 2))
      .limit(1);
    expect((await putItemBranch(t, manager, foreign?.id ?? 0, true)).statusCode).toBe(404);
  });
});

describe('order items keep the names they were ordered by', () => {
  it('a rename rewrites neither the order nor the bill; a cart line shows the new name', async () => {
    const lassi = await findSize(t.db, 'Masala Chai');
    const guest = await seatNewOrder(t, { tableId: 7 });
    const added = await addOk(t, guest, [itemBody(guest, lassi.id)]);
    expect((await confirm(t, guest, added.order.orderGroups[0]?.id ?? 0)).statusCode).toBe(200);
    const [size] = await t.db.select().from(menuItems).where(eq(menuItems.id, lassi.id));

    await t.db
      .update(products)
      .set({ displayName: 'Royal Chai' })
      .where(eq(products.id, lassi.productId));
    await t.db.update(menuItems).set({ sizeName: 'Kettle' }).where(eq(menuItems.id, lassi.id));
    try {
      const cart = await addOk(t, guest, [itemBody(guest, lassi.id)]);
      const groups = cart.order.orderGroups;
      const confirmed = groups.find((g) => g.status !== 'NEW')?.orderItems[0];
      const fresh = groups.find((g) => g.status === 'NEW')?.orderItems[0];
      expect(confirmed?.menuItemMaster.displayName).toBe('Masala Chai');
      expect(confirmed?.menuItemMaster.productVariant.size.size).toBe(size?.sizeName);
      expect(fresh?.menuItemMaster.displayName).toBe('Royal Chai');
      expect(fresh?.menuItemMaster.productVariant.size.size).toBe('Kettle');

      const bill = await t.app.inject({
        method: 'GET',
        url: `${GUEST_ROUTES.billing}?orderId=${guest.orderId}&customerId=${guest.customerId}`,
        headers: guest.headers,
      });
      expect(bill.statusCode, bill.body).toBe(200);
      expect(bill.body).toContain('Masala Chai');
      expect(bill.body).not.toContain('Royal Chai');
    } finally {
      await t.db
        .update(products)
        .set({ displayName: 'Masala Chai' })
        .where(eq(products.id, lassi.productId));
      await t.db
        .update(menuItems)
        .set({ sizeName: size?.sizeName ?? '' })
        .where(eq(menuItems.id, lassi.id));
    }
  });
});

describe('allergens reach the guests', () => {
  it('the menu card and the customisation carry contains before may contain', async () => {
    const chai = await findSize(t.db, 'Masala Chai');
    await t.db
      .delete(productAllergens)
      .where(inArray(productAllergens.productId, [chai.productId]));
    await t.db.insert(productAllergens).values([
      { tenantId: 1, productId: chai.productId, allergen: 'TREE_NUTS', level: 'MAY_CONTAIN' },
      { tenantId: 1, productId: chai.productId, allergen: 'MILK', level: 'CONTAINS' },
    ]);
    const expected = [
      { allergen: 'MILK', level: 'CONTAINS' },
      { allergen: 'TREE_NUTS', level: 'MAY_CONTAIN' },
    ];
    const card = (await menuProducts(t)).find((p) => p.productMaster.id === chai.productId);
    expect(card?.allergens).toEqual(expected);
    const res = await t.app.inject({
      method: 'GET',
      url: `${GUEST_ROUTES.customization}?branchId=${BRANCH}&productMasterId=${chai.productId}`,
      headers: { [TENANT_HEADER]: '1' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().allergens).toEqual(expected);
  });
});
