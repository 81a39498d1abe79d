import type { BillLineInput } from '@tableside/shared/domain/bill';
import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  menuItems,
  orderGroups,
  orderItemModifiers,
  orderItems,
  products,
} from '../../db/schema/index';
import { snapshotOr } from '../orders/order-item-query';

interface BilledItem {
  id: number;
  customerId: number | null;
  menuItemId: number;
  categoryPath: number[];
  name: string;
  sizeName: string;
  quantity: number;
  unitPriceMinor: number;
}

interface BilledModifier {
  orderItemId: number;
  modifierId: number;
  name: string;
  quantity: number;
  unitPriceMinor: number;
}

async function billedItems(db: Database, orderId: number): Promise<BilledItem[]> {
  const rows = await db
    .select({
      id: orderItems.id,
      customerId: orderItems.customerId,
      menuItemId: orderItems.menuItemId,
      // Rules limited to categories read the category the line was ordered under.
      categoryPath: orderItems.categoryPath,
      // Billed items are confirmed: the names they were ordered by.
      name: snapshotOr(orderItems.itemName, products.displayName),
      sizeName: snapshotOr(orderItems.sizeName, menuItems.sizeName),
      quantity: orderItems.quantity,
      cancelledQuantity: orderItems.cancelledQuantity,
      unitPriceMinor: orderItems.unitPriceMinor,
    })
    .from(orderItems)
    .innerJoin(orderGroups, eq(orderGroups.id, orderItems.orderGroupId))
    .innerJoin(menuItems, eq(menuItems.id, orderItems.menuItemId))
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(
      // Unconfirmed (NEW) and cancelled work is not billed; a partly cancelled item is billed
      // for what remains.
      and(
        eq(orderItems.orderId, orderId),
        notInArray(orderGroups.status, ['NEW', 'CANCELLED']),
        notInArray(orderItems.status, ['NEW', 'CANCELLED']),
      ),
    )
    .orderBy(asc(orderGroups.groupNumber), asc(orderItems.id));
  return rows
    .map(({ cancelledQuantity, ...row }) => ({
      ...row,
      quantity: Math.max(row.quantity - cancelledQuantity, 0),
    }))
    .filter((row) => row.quantity > 0);
}

async function billedModifiers(db: Database, itemIds: number[]): Promise<BilledModifier[]> {
  if (itemIds.length === 0) return [];
  return db
    .select({
      orderItemId: orderItemModifiers.orderItemId,
      modifierId: orderItemModifiers.modifierId,
      name: orderItemModifiers.name,
      quantity: orderItemModifiers.quantity,
      unitPriceMinor: orderItemModifiers.unitPriceMinor,
    })
    .from(orderItemModifiers)
    .where(inArray(orderItemModifiers.orderItemId, itemIds))
    .orderBy(asc(orderItemModifiers.modifierId));
}

const addOnLabel = (modifier: BilledModifier) =>
  modifier.quantity > 1 ? `${modifier.name} x${modifier.quantity}` : modifier.name;

/** A bill line with its merge key and the guests who ordered it. */
export interface KeyedBillLine extends BillLineInput {
  key: string;
  orderedBy: number[];
}

/**
 * The order's billable lines, keyed. Items of the same size, price and add-ons are summed
 * into one line (a table that ordered coffee in three rounds sees one coffee line); the
 * add-ons are named in the line so two differently customised coffees stay apart. `byGuest`
 * (a split bill, decision 0019) also keeps each guest's items apart, so "Asha's coffee" and
 * "Ben's coffee" can be paid by each of them.
 */
export async function loadKeyedBillLines(
  db: Database,
  orderId: number,
  options: { byGuest?: boolean } = {},
): Promise<KeyedBillLine[]> {
  const items = await billedItems(db, orderId);
  const modifiers = await billedModifiers(
    db,
    items.map((item) => item.id),
  );
  const lines = new Map<string, KeyedBillLine>();
  for (const item of items) {
    const own = modifiers.filter((modifier) => modifier.orderItemId === item.id);
    // Ordered before and after a dish moved, two lines may fall under different rules.
    const key = [
      ...(options.byGuest ? [`c${item.customerId ?? 0}`] : []),
      item.menuItemId,
      item.unitPriceMinor,
      item.categoryPath.join('>'),
      ...own.map((m) => `${m.modifierId}:${m.quantity}:${m.unitPriceMinor}`),
    ].join('|');
    const existing = lines.get(key);
    if (existing) {
      existing.quantity += item.quantity;
      if (item.customerId != null && !existing.orderedBy.includes(item.customerId)) {
        existing.orderedBy.push(item.customerId);
      }
      continue;
    }
    lines.set(key, {
      key,
      orderedBy: item.customerId == null ? [] : [item.customerId],
      name: own.length > 0 ? `${item.name} (${own.map(addOnLabel).join(', ')})` : item.name,
      servingSizeName: item.sizeName,
      quantity: item.quantity,
      unitPriceMinor: item.unitPriceMinor,
      modifiers: own.map((m) => ({ unitPriceMinor: m.unitPriceMinor, quantity: m.quantity })),
      categoryPath: item.categoryPath,
    });
  }
  return [...lines.values()];
}

/** The order's billable lines for computeBill, identical items merged (loadKeyedBillLines). */
export async function loadBillLines(db: Database, orderId: number): Promise<BillLineInput[]> {
  const lines = await loadKeyedBillLines(db, orderId);
  return lines.map(({ key: _key, orderedBy: _orderedBy, ...line }) => line);
}
