// Catalogue look-ups by name and the guest calls the order tests make.
import type { TAddOrderItemsResponse } from '@tableside/shared/contract/order-items';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import {
  branchMenuItems,
  menuItems,
  modifiers,
  orderItems,
  orderTables,
  products,
} from '../../src/db/schema/index';
import { type SeatedGuest, seatGuest } from '../helpers/guest-fixture';
import type { TestApp } from '../helpers/test-app';

export interface Size {
  id: number;
  productId: number;
  /** Rupees at the branch asked about. */
  price: number;
}

/** A serving size of a product by display name (first size unless named) with its branch price. */
export async function findSize(
  db: Database,
  displayName: string,
  opts: { size?: string; branchId?: number } = {},
): Promise<Size> {
  const rows = await db
    .select({
      id: menuItems.id,
      productId: menuItems.productId,
      size: menuItems.sizeName,
      priceMinor: branchMenuItems.priceMinor,
    })
    .from(menuItems)
    .innerJoin(products, eq(products.id, menuItems.productId))
    .innerJoin(
      branchMenuItems,
      and(
        eq(branchMenuItems.menuItemId, menuItems.id),
        eq(branchMenuItems.branchId, opts.branchId ?? 1),
      ),
    )
    .where(eq(products.displayName, displayName))
    .orderBy(menuItems.sortOrder);
  const row = opts.size ? rows.find((r) => r.size === opts.size) : rows[0];
  if (!row) throw new Error(`no size ${opts.size ?? ''} of ${displayName}`);
  return { id: row.id, productId: row.productId, price: row.priceMinor / 100 };
}

/** Add-on ids of a product by name. */
export async function findAddOns(db: Database, productId: number): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: modifiers.id, name: modifiers.itemName })
    .from(modifiers)
    .where(eq(modifiers.productId, productId));
  return new Map(rows.map((row) => [row.name, row.id]));
}

export interface ItemOpts {
  quantity?: number;
  addOns?: number[];
  /** Add-on id -> quantity, sent as orderItemModifierQuantityMappings. */
  addOnQuantities?: Record<number, number>;
  instructions?: string[];
  price?: number;
}

/** One item body as the guest app sends it. */
export function itemBody(guest: SeatedGuest, sizeId: number, opts: ItemOpts = {}) {
  return {
    quantity: opts.quantity ?? 1,
    menuItemMaster: { id: sizeId },
    price: opts.price ?? 1,
    modifiers: (opts.addOns ?? []).map((id) => ({ id })),
    orderItemModifierQuantityMappings: Object.entries(opts.addOnQuantities ?? {}).map(
      ([id, quantity]) => ({
        orderItemCustomerModifierMappingId: Number(id),
        modifierQuantity: quantity,
        modifierName: 'shown only',
      }),
    ),
    instructions: opts.instructions ?? [],
    customerId: guest.customerId,
  };
}

export function addItems(
  t: TestApp,
  guest: SeatedGuest,
  items: unknown[],
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method: 'POST',
    url: `/v1/order/public/addOrderItems?orderId=${guest.orderId}`,
    headers: { ...guest.headers, ...headers },
    payload: { orderId: guest.orderId, menuItemsBody: items },
  });
}

/** Adds and answers the response body, failing loudly on anything but 200. */
export async function addOk(
  t: TestApp,
  guest: SeatedGuest,
  items: unknown[],
): Promise<TAddOrderItemsResponse> {
  const res = await addItems(t, guest, items);
  if (res.statusCode !== 200) throw new Error(`add failed ${res.statusCode}: ${res.body}`);
  return res.json();
}

export function editItem(t: TestApp, guest: SeatedGuest, orderItemId: number, item: object) {
  return t.app.inject({
    method: 'POST',
    url: `/v1/order/public/addOrderItems?orderItemId=${orderItemId}`,
    headers: guest.headers,
    payload: item,
  });
}

export function setQuantity(
  t: TestApp,
  guest: SeatedGuest,
  orderItemId: number,
  quantity: number | string,
) {
  return t.app.inject({
    method: 'PUT',
    url: `/v1/order-items/public/update-quantity?id=${orderItemId}&price=0&quantity=${quantity}`,
    headers: guest.headers,
  });
}

export function confirm(t: TestApp, guest: SeatedGuest, orderGroupId: number) {
  return t.app.inject({
    method: 'PUT',
    url: `/v1/order/public/confirmation?orderGroupId=${orderGroupId}`,
    headers: guest.headers,
  });
}

export function getOrder(t: TestApp, guest: SeatedGuest, orderId = guest.orderId) {
  return t.app.inject({
    method: 'GET',
    url: `/v1/order/public?id=${orderId}`,
    headers: guest.headers,
  });
}

/**
 * A guest at a table with a new order: any open order there releases the table first, so
 * tests sharing one app do not share a cart.
 */
export async function seatNewOrder(
  t: TestApp,
  opts: { tableId?: number; verified?: boolean } = {},
): Promise<SeatedGuest> {
  await t.db
    .update(orderTables)
    .set({ active: false })
    .where(and(eq(orderTables.tableId, opts.tableId ?? 1), eq(orderTables.active, true)));
  return seatGuest(t.db, t.clock, opts);
}

/** The order's item rows as stored, oldest first. */
export const cartLines = (t: TestApp, orderId: number) =>
  t.db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(orderItems.id);

/** Events published since `from` (an index into t.events). */
export const eventsSince = (t: TestApp, from: number) => t.events.slice(from);
