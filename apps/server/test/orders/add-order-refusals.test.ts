import { MSG } from '@tableside/shared/domain/messages';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { branchMenuItems, menuItems, orders } from '../../src/db/schema/index';
import type { SeatedGuest } from '../helpers/guest-fixture';
import { useTestApp } from '../helpers/test-app';
import { addItems, cartLines, findAddOns, findSize, itemBody, seatNewOrder } from './cart-fixtures';

const t = useTestApp();

describe('what cannot be added', () => {
  let guest: SeatedGuest;
  beforeAll(async () => {
    guest = await seatNewOrder(t, { tableId: 4 });
  });

  it.each([
    ['zero', 0],
    ['negative', -1],
    ['over the limit', 51],
    ['fractional', 1.5],
    ['a string', '2'],
  ])('answers 400 naming quantity for a %s quantity', async (_label, quantity) => {
    const coffee = await findSize(t.db, 'Filter Coffee');
    const res = await addItems(t, guest, [{ ...itemBody(guest, coffee.id), quantity }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^menuItemsBody\.0\.quantity: /);
  });

  it('answers 404 for a size of another tenant and 400 for one the branch does not sell', async () => {
    const paniPuri = await findSize(t.db, 'Pani Puri', { branchId: 3 });
    const foreign = await addItems(t, guest, [itemBody(guest, paniPuri.id)]);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(
      `menuItemsBody.0.menuItemMaster.id: serving size ${paniPuri.id} not found`,
    );

    const papad = await findSize(t.db, 'Masala Papad');
    const [unpriced] = await t.db
      .insert(menuItems)
      .values({
        tenantId: 1,
        productId: papad.productId,
        sizeName: 'Jumbo',
        defaultPriceMinor: 100,
      })
      .returning();
    const res = await addItems(t, guest, [itemBody(guest, unpriced?.id ?? 0)]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      `menuItemsBody.0.menuItemMaster.id: Masala Papad (Jumbo) is not sold at this branch`,
    );
  });

  it('answers 409 for an out-of-stock size', async () => {
    const prawns = await findSize(t.db, 'Prawns Koliwada');
    const res = await addItems(t, guest, [itemBody(guest, prawns.id)]);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Prawns Koliwada (Regular) is out of stock right now.');
  });

  it('refuses add-ons of another product and unknown ones', async () => {
    const coffee = await findSize(t.db, 'Filter Coffee');
    const fries = await findSize(t.db, 'Peri Peri Fries');
    const friesAddOn = (await findAddOns(t.db, fries.productId)).get('Garlic Aioli') ?? 0;
    for (const id of [friesAddOn, 999_999]) {
      const res = await addItems(t, guest, [itemBody(guest, coffee.id, { addOns: [id] })]);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(
        `menuItemsBody.0.modifiers: add-on ${id} is not offered with Filter Coffee`,
      );
    }
  });

  it('refuses a customerId other than the session guest', async () => {
    const coffee = await findSize(t.db, 'Filter Coffee');
    const res = await addItems(t, guest, [{ ...itemBody(guest, coffee.id), customerId: 999 }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('menuItemsBody.0.customerId: must be your own customer id');
  });

  it('refuses a body orderId other than the query one', async () => {
    const coffee = await findSize(t.db, 'Filter Coffee');
    const res = await t.app.inject({
      method: 'POST',
      url: `/v1/order/public/addOrderItems?orderId=${guest.orderId}`,
      headers: guest.headers,
      payload: { orderId: guest.orderId + 1, menuItemsBody: [itemBody(guest, coffee.id)] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('orderId: must be the same in the query and the body');
  });

  it('nothing was written by the refused adds', async () => {
    expect(await cartLines(t, guest.orderId)).toEqual([]);
  });
});

describe('add-on limits (spec section 5 texts)', () => {
  let guest: SeatedGuest;
  beforeAll(async () => {
    guest = await seatNewOrder(t, { tableId: 5 });
  });

  const addWith = async (product: string, names: string[]) => {
    const size = await findSize(t.db, product);
    const addOns = await findAddOns(t.db, size.productId);
    return addItems(t, guest, [
      itemBody(guest, size.id, { addOns: names.map((n) => addOns.get(n) ?? 0) }),
    ]);
  };

  it.each([
    [
      'an exact count',
      'Loaded Nachos',
      ['Salsa Roja'],
      'Required*: Please select any 2 add on(s).',
    ],
    ['a range', 'Smoked Chilli Chicken Wings', [], 'Required*: Please select 1 upto 2 add ons.'],
    [
      'over the maximum',
      'Smoked Chilli Chicken Wings',
      ['Classic Buffalo', 'Honey Sriracha', 'Guntur Chilli'],
      'Please select up to 2 add ons only.',
    ],
  ])('refuses %s', async (_label, product, names, message) => {
    const res = await addWith(product, names);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('refuses a minimum without a maximum', async () => {
    const wings = await findSize(t.db, 'Smoked Chilli Chicken Wings');
    await t.db
      .update(branchMenuItems)
      .set({ minModifiers: 2, maxModifiers: 0 })
      .where(and(eq(branchMenuItems.menuItemId, wings.id), eq(branchMenuItems.branchId, 1)));
    const res = await addWith('Smoked Chilli Chicken Wings', ['Classic Buffalo']);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Required*: Select 2 from the add ons.');
    const ok = await addWith('Smoked Chilli Chicken Wings', [
      'Classic Buffalo',
      'Honey Sriracha',
      'Guntur Chilli',
    ]);
    expect(ok.statusCode).toBe(200);
  });

  it('accepts a selection inside the limits', async () => {
    const res = await addWith('Loaded Nachos', ['Salsa Roja', 'Guacamole']);
    expect(res.statusCode).toBe(200);
  });

  it('refuses more of an add-on than its own maximum, naming the field', async () => {
    const tikka = await findSize(t.db, 'Achari Paneer Tikka');
    const addOns = await findAddOns(t.db, tikka.productId);
    const paneer = addOns.get('Extra Paneer (4 pcs)') ?? 0;
    // Auto-selected, so it comes as exactly one.
    const mint = addOns.get('Mint Chutney') ?? 0;
    const withQuantities = (paneerCount: number, mintCount: number) => ({
      ...itemBody(guest, tikka.id, { addOns: [paneer, mint] }),
      orderItemModifierQuantityMappings: [
        {
          orderItemCustomerModifierMappingId: paneer,
          modifierQuantity: paneerCount,
          modifierName: 'x',
        },
        {
          orderItemCustomerModifierMappingId: mint,
          modifierQuantity: mintCount,
          modifierName: 'x',
        },
      ],
    });
    const res = await addItems(t, guest, [withQuantities(2, 3)]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'menuItemsBody.0.orderItemModifierQuantityMappings.1.modifierQuantity: Up to 1 of Mint Chutney per item.',
    );
    const ok = await addItems(t, guest, [withQuantities(10, 1)]);
    expect(ok.statusCode).toBe(200);
  });
});

describe('when the order no longer takes items', () => {
  it.each([
    ['REQUEST_BILL', { status: 'REQUEST_BILL' as const }],
    ['CHECKOUT', { status: 'CHECKOUT' as const }],
    ['COMPLETED', { status: 'COMPLETED' as const }],
    ['void', { isVoid: true }],
  ])('refuses adds to a %s order with the spec text', async (_label, change) => {
    const guest = await seatNewOrder(t, { tableId: 7 });
    await t.db.update(orders).set(change).where(eq(orders.id, guest.orderId));
    const coffee = await findSize(t.db, 'Filter Coffee');
    const res = await addItems(t, guest, [itemBody(guest, coffee.id)]);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(MSG.orderNotNew);
  });

  it('refuses adds outside the branch hours and takes them inside', async () => {
    const guest = await seatNewOrder(t, { tableId: 9 });
    const coffee = await findSize(t.db, 'Filter Coffee', { branchId: 2 });
    t.clock.set('2026-03-10T19:30:00Z'); // 01:00 in Bengaluru; branch 2 closes at 00:45
    try {
      const closed = await addItems(t, guest, [itemBody(guest, coffee.id)]);
      expect(closed.statusCode).toBe(409);
      expect(closed.json().message).toBe(MSG.noMoreOrders);
      t.clock.set('2026-03-10T18:00:00Z'); // 23:30 in Bengaluru
      const open = await addItems(t, guest, [itemBody(guest, coffee.id)]);
      expect(open.statusCode).toBe(200);
    } finally {
      t.clock.set('2026-03-10T12:00:00Z');
    }
  });

  it('takes adds at an unverified table (confirming is what needs verification)', async () => {
    const guest = await seatNewOrder(t, { tableId: 2, verified: false });
    const coffee = await findSize(t.db, 'Filter Coffee');
    expect((await addItems(t, guest, [itemBody(guest, coffee.id)])).statusCode).toBe(200);
  });
});
