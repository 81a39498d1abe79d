// Writing priced lines into the table's cart (its one NEW group).
import type { TOrderItem } from '@tableside/shared/contract/order';
import { ORDER_ITEM_QUANTITY_MAX } from '@tableside/shared/contract/order-items';
import { toMinor } from '@tableside/shared/domain/money';
import { and, eq, max, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { reusableQuery } from '../../db/reusable-query';
import { orderGroups, orderItemModifiers, orderItems } from '../../db/schema/index';
import { badRequest } from '../../lib/app-error';
import type { OrderRow } from '../staff/order-lock';
import { categoryIdOf, categoryPathOf } from './line-category';
import { loadItemsOfGroup } from './order-item-query';
import type { PricedAddOn, PricedLine } from './price-order-lines';

export interface CartTarget {
  tenantId: number;
  orderId: number;
  orderGroupId: number;
  customerId: number;
}

interface Customisation {
  menuItemId: number;
  addOns: readonly { modifierId: number; quantity: number }[];
  instructions: readonly string[];
}

/** Two lines are the same customisation when size, add-ons (with quantities) and instructions match. */
export function customisationKey(line: Customisation): string {
  const addOns = line.addOns.map((a) => `${a.modifierId}x${a.quantity}`).sort();
  return JSON.stringify([line.menuItemId, addOns, [...line.instructions].sort()]);
}

export const customisationOf = (item: TOrderItem): Customisation => ({
  menuItemId: item.menuItemMaster.id,
  addOns: item.orderItemModifierQuantityMappings.map((m) => ({
    modifierId: m.orderItemCustomerModifierMappingId,
    quantity: m.modifierQuantity,
  })),
  instructions: item.instructions,
});

// A cart line merges only at the same unit price: a line added before a price change keeps
// the price the guest saw, and the new portion is charged today's.
const lineKey = (customisation: Customisation, unitPriceMinor: number) =>
  `${customisationKey(customisation)}@${unitPriceMinor}`;

const pricedUnitMinor = (line: PricedLine) =>
  line.addOns.reduce((sum, a) => sum + a.quantity * a.unitPriceMinor, line.unitPriceMinor);

// Every add asks this: built once (see reusable-query).
const selectCartGroup = reusableQuery((db) =>
  db
    .select({ id: orderGroups.id })
    .from(orderGroups)
    .where(and(eq(orderGroups.orderId, sql.placeholder('orderId')), eq(orderGroups.status, 'NEW'))),
);

/** The order's NEW group, opened with the next number when the cart is empty. */
export async function openCartGroup(tx: Database, order: OrderRow): Promise<number> {
  const [open] = await selectCartGroup(tx, { orderId: order.id });
  if (open) return open.id;
  const [last] = await tx
    .select({ number: max(orderGroups.groupNumber) })
    .from(orderGroups)
    .where(eq(orderGroups.orderId, order.id));
  const [created] = await tx
    .insert(orderGroups)
    .values({ tenantId: order.tenantId, orderId: order.id, groupNumber: (last?.number ?? 0) + 1 })
    .returning({ id: orderGroups.id });
  if (!created) throw new Error(`no cart group opened for order ${order.id}`);
  return created.id;
}

export async function insertAddOns(
  tx: Database,
  tenantId: number,
  orderItemId: number,
  addOns: readonly PricedAddOn[],
): Promise<void> {
  if (addOns.length === 0) return;
  await tx.insert(orderItemModifiers).values(
    addOns.map((a) => ({
      tenantId,
      orderItemId,
      modifierId: a.modifierId,
      quantity: a.quantity,
      unitPriceMinor: a.unitPriceMinor,
      name: a.name,
    })),
  );
}

async function insertLine(tx: Database, target: CartTarget, line: PricedLine): Promise<number> {
  const [row] = await tx
    .insert(orderItems)
    .values({
      tenantId: target.tenantId,
      orderId: target.orderId,
      orderGroupId: target.orderGroupId,
      customerId: target.customerId,
      menuItemId: line.menuItemId,
      productId: line.productId,
      itemName: line.itemName,
      sizeName: line.sizeName,
      categoryId: categoryIdOf(line.productId),
      categoryPath: categoryPathOf(line.productId),
      quantity: line.quantity,
      unitPriceMinor: line.unitPriceMinor,
      instructions: line.instructions,
      actionType: 'ADD',
    })
    .returning({ id: orderItems.id });
  if (!row) throw new Error('order item not inserted');
  await insertAddOns(tx, target.tenantId, row.id, line.addOns);
  return row.id;
}

/**
 * Adds lines to the cart. A line identical to one already there (same customisation and
 * price, whoever added it) raises that line's quantity instead of repeating it, so the shared
 * cart reads '2 x Coffee'. Answers the written line ids in input order.
 */
export async function mergeIntoCart(
  tx: Database,
  target: CartTarget,
  lines: readonly PricedLine[],
): Promise<number[]> {
  const existing = await loadItemsOfGroup(tx, target.orderGroupId);
  const byKey = new Map<string, { id: number; quantity: number }>();
  // Removed lines (quantity 0) are not merged into: a new add is a new line.
  for (const { item } of existing.filter((view) => view.item.quantity > 0)) {
    const key = lineKey(customisationOf(item), toMinor(item.unitPrice));
    byKey.set(key, { id: item.id, quantity: item.quantity });
  }
  const ids: number[] = [];
  for (const line of lines) {
    const key = lineKey(line, pricedUnitMinor(line));
    const match = byKey.get(key);
    if (!match) {
      const id = await insertLine(tx, target, line);
      byKey.set(key, { id, quantity: line.quantity });
      ids.push(id);
      continue;
    }
    const quantity = match.quantity + line.quantity;
    if (quantity > ORDER_ITEM_QUANTITY_MAX) {
      throw badRequest(
        `${line.field}quantity: the cart can hold at most ${ORDER_ITEM_QUANTITY_MAX} of one item`,
      );
    }
    await tx
      .update(orderItems)
      .set({ quantity, actionType: 'UPDATE' })
      .where(eq(orderItems.id, match.id));
    match.quantity = quantity;
    ids.push(match.id);
  }
  return ids;
}
