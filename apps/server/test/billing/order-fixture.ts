import type { OrderGroupStatus, OrderItemStatus } from '@tableside/shared/domain/enums';
import { and, eq, max } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import {
  branchMenuItems,
  menuItems,
  modifiers,
  orderGroups,
  orderItemModifiers,
  orderItems,
  orders,
  products,
} from '../../src/db/schema/index';
import { categoryIdOf, categoryPathOf } from '../../src/services/orders/line-category';
import type { SeatedGuest } from '../helpers/guest-fixture';

export interface ItemSpec {
  menuItemId: number;
  quantity: number;
  cancelledQuantity?: number;
  addOns?: { modifierId: number; quantity: number }[];
}

const ITEM_STATUS: Record<OrderGroupStatus, OrderItemStatus> = {
  NEW: 'NEW',
  IN_PROGRESS: 'IN_PROGRESS',
  COMPLETED: 'DELIVERED',
  DELIVERED: 'DELIVERED',
  CANCELLED: 'CANCELLED',
};

/**
 * Writes a group of items as ordering and the kitchen would have left it, priced from the
 * demo catalogue, without the order routes (built in parallel): for bill and payment tests.
 */
export async function addGroup(
  db: Database,
  guest: SeatedGuest,
  status: OrderGroupStatus,
  items: ItemSpec[],
): Promise<number> {
  const [last] = await db
    .select({ n: max(orderGroups.groupNumber) })
    .from(orderGroups)
    .where(eq(orderGroups.orderId, guest.orderId));
  const [group] = await db
    .insert(orderGroups)
    .values({
      tenantId: guest.tenantId,
      orderId: guest.orderId,
      status,
      groupNumber: (last?.n ?? 0) + 1,
    })
    .returning();
  if (!group) throw new Error('group not inserted');
  for (const spec of items) {
    const [price] = await db
      .select({ priceMinor: branchMenuItems.priceMinor, productId: menuItems.productId })
      .from(branchMenuItems)
      .innerJoin(menuItems, eq(menuItems.id, branchMenuItems.menuItemId))
      .where(
        and(
          eq(branchMenuItems.branchId, guest.branchId),
          eq(branchMenuItems.menuItemId, spec.menuItemId),
        ),
      );
    if (!price) throw new Error(`menu item ${spec.menuItemId} not sold at ${guest.branchId}`);
    const [item] = await db
      .insert(orderItems)
      .values({
        tenantId: guest.tenantId,
        orderId: guest.orderId,
        orderGroupId: group.id,
        menuItemId: spec.menuItemId,
        productId: price.productId,
        categoryId: categoryIdOf(price.productId),
        categoryPath: categoryPathOf(price.productId),
        customerId: guest.customerId,
        quantity: spec.quantity,
        cancelledQuantity: spec.cancelledQuantity ?? 0,
        unitPriceMinor: price.priceMinor,
        status: ITEM_STATUS[status],
      })
      .returning();
    if (!item) throw new Error('item not inserted');
    for (const addOn of spec.addOns ?? []) {
      const [modifier] = await db
        .select()
        .from(modifiers)
        .where(eq(modifiers.id, addOn.modifierId));
      if (!modifier) throw new Error(`no modifier ${addOn.modifierId}`);
      await db.insert(orderItemModifiers).values({
        tenantId: guest.tenantId,
        orderItemId: item.id,
        modifierId: modifier.id,
        quantity: addOn.quantity,
        unitPriceMinor: modifier.priceMinor,
        name: modifier.itemName,
      });
    }
  }
  if (status !== 'NEW') {
    await db
      .update(orders)
      .set({ status: 'IN_PROGRESS' })
      .where(and(eq(orders.id, guest.orderId), eq(orders.status, 'NEW')));
  }
  return group.id;
}

async function sizeId(db: Database, product: string, size: string): Promise<number> {
  const [row] = await db
    .select({ id: menuItems.id })
    .from(menuItems)
    .innerJoin(products, eq(products.id, menuItems.productId))
    .where(and(eq(products.displayName, product), eq(menuItems.sizeName, size)));
  if (!row) throw new Error(`demo has no ${product} (${size})`);
  return row.id;
}

async function addOnId(db: Database, product: string, addOn: string): Promise<number> {
  const [row] = await db
    .select({ id: modifiers.id })
    .from(modifiers)
    .innerJoin(products, eq(products.id, modifiers.productId))
    .where(and(eq(products.displayName, product), eq(modifiers.itemName, addOn)));
  if (!row) throw new Error(`demo has no ${addOn} for ${product}`);
  return row.id;
}

/**
 * The demo items the known cart uses, at branch 1: Peri Peri Fries Large ₹290 with Cheese
 * Sauce ₹40, Masala Papad ₹160, Loaded Nachos ₹360 with Guacamole ₹60, Chicken Manchow Soup
 * ₹260, Chettinad Chicken Curry ₹480.
 */
export async function demoItems(db: Database) {
  return {
    friesLarge: await sizeId(db, 'Peri Peri Fries', 'Large'),
    cheeseSauce: await addOnId(db, 'Peri Peri Fries', 'Cheese Sauce'),
    papad: await sizeId(db, 'Masala Papad', 'Regular'),
    nachos: await sizeId(db, 'Loaded Nachos', 'Regular'),
    guacamole: await addOnId(db, 'Loaded Nachos', 'Guacamole'),
    soup: await sizeId(db, 'Chicken Manchow Soup', 'Regular'),
    chettinad: await sizeId(db, 'Chettinad Chicken Curry', 'Regular'),
  };
}
export type DemoItems = Awaited<ReturnType<typeof demoItems>>;

/**
 * The cart of the hand-checked bill: two served rounds (fries in both, summed), a cancelled
 * papad, a cancelled round and an unconfirmed cart item, neither of which is billed.
 */
export async function addKnownCart(db: Database, guest: SeatedGuest): Promise<void> {
  const demo = await demoItems(db);
  const friesWithCheese = {
    menuItemId: demo.friesLarge,
    addOns: [{ modifierId: demo.cheeseSauce, quantity: 1 }],
  };
  await addGroup(db, guest, 'COMPLETED', [
    { ...friesWithCheese, quantity: 2 },
    { menuItemId: demo.papad, quantity: 3, cancelledQuantity: 1 },
  ]);
  await addGroup(db, guest, 'CANCELLED', [{ menuItemId: demo.chettinad, quantity: 1 }]);
  await addGroup(db, guest, 'COMPLETED', [
    { ...friesWithCheese, quantity: 1 },
    { menuItemId: demo.nachos, quantity: 1, addOns: [{ modifierId: demo.guacamole, quantity: 2 }] },
  ]);
  await addGroup(db, guest, 'NEW', [{ menuItemId: demo.soup, quantity: 1 }]);
}

/** A small served order (one papad: payable 160 + 12 + 4.30 + 4.30 = 180.60 -> ₹181). */
export async function addServedPapad(db: Database, guest: SeatedGuest): Promise<void> {
  const demo = await demoItems(db);
  await addGroup(db, guest, 'COMPLETED', [{ menuItemId: demo.papad, quantity: 1 }]);
}

/**
 * The known cart's bill, worked by hand. Items 990 + 320 + 480 = 1790.00; service charge
 * 7.5% = 134.25; GST base 1924.25, CGST and SGST 2.5% = 48.10625 -> 48.11 each; total
 * 2020.47, rounded to 2020.00 (round-off -0.47).
 */
export const KNOWN_BILL = {
  orderItems: [
    {
      itemName: 'Peri Peri Fries (Cheese Sauce)',
      servingSizeName: 'Large',
      quantity: 3,
      price: 990,
    },
    { itemName: 'Masala Papad', servingSizeName: 'Regular', quantity: 2, price: 320 },
    {
      itemName: 'Loaded Nachos (Guacamole x2)',
      servingSizeName: 'Regular',
      quantity: 1,
      price: 480,
    },
  ],
  charges: [{ charges: { name: 'Service Charge' }, rate: 7.5, amount: 134.25 }],
  taxSummary: [
    { tax: { name: 'CGST' }, rate: 2.5, amount: 48.11 },
    { tax: { name: 'SGST' }, rate: 2.5, amount: 48.11 },
  ],
  discountAmount: 0,
  subTotal: 1790,
  subtotal: 1790,
  totalCharge: 134.25,
  totalTax: 96.22,
  roundoff: -0.47,
  roundOff: -0.47,
  payableAmount: 2020,
};
