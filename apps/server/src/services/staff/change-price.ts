import { ZMoney } from '@tableside/shared/contract/common';
import { toMinor } from '@tableside/shared/domain/money';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { branchMenuItems, orderItems } from '../../db/schema/index';
import { badRequest } from '../../lib/app-error';
import { rooms } from '../../realtime/rooms';
import { queueCartUpdate } from '../orders/cart-update-event';
import { nextEventSeq } from '../orders/order-events';
import { findBranchMenuItem, lockOrdersWithCartLines, selectCartLines } from './branch-menu-item';
import { EventBatch } from './event-batch';
import type { StaffDeps } from './staff-deps';

export interface ChangePriceInput {
  tenantId: number;
  branchId: number;
  menuItemMasterId: number;
  /** The new branch price of the size, in rupees. */
  price: number;
}

export interface ChangePriceResult {
  branchId: number;
  menuItemMasterId: number;
  price: number;
  /** Cart lines repriced (NEW items of open orders' carts). */
  repricedItemIds: number[];
}

/**
 * A branch changes the price of a size. Cart lines follow the catalogue until they are
 * confirmed: what a guest confirms is what the menu shows at that moment, and a confirmed
 * line keeps the price it was confirmed at. Guests browsing refetch the menu (updatePrice, the
 * 'Prices have been changed!' toast); tables whose cart holds the size get the repriced lines.
 */
export async function changePrice(
  deps: StaffDeps,
  input: ChangePriceInput,
): Promise<ChangePriceResult> {
  const parsed = ZMoney.safeParse(input.price);
  if (!parsed.success) throw badRequest(`price ${parsed.error.issues[0]?.message ?? 'is invalid'}`);
  const priceMinor = toMinor(parsed.data);
  const { tenantId, branchId, menuItemMasterId } = input;
  const batch = new EventBatch();
  const result = await deps.db.transaction(async (tx) => {
    const item = await findBranchMenuItem(tx, tenantId, branchId, menuItemMasterId);
    const answer = { branchId, menuItemMasterId, price: parsed.data };
    if (item.priceMinor === priceMinor) return { ...answer, repricedItemIds: [] };
    const repriced = await repriceBranchSize(tx, batch, {
      tenantId,
      branchId,
      menuItemId: menuItemMasterId,
      priceMinor,
    });
    if (repriced === null) return { ...answer, repricedItemIds: [] };
    batch.add(rooms.price(branchId), 'updatePrice', { branchId, reason: 'price' });
    return { ...answer, repricedItemIds: repriced };
  });
  batch.publishTo(deps.publisher);
  return result;
}

export interface RepriceInput {
  tenantId: number;
  branchId: number;
  menuItemId: number;
  priceMinor: number;
}

/**
 * The in-transaction core of a price change of one size at one branch: the branch row and the
 * cart lines of the branch's open orders follow; confirmed lines keep their price. Carts hear
 * of it through `batch` (publish it after commit); telling the branch's browsing guests
 * (updatePrice) is the caller's, once per branch however many sizes changed. Answers the
 * repriced cart lines in id order, or null when the branch's price already was that.
 */
export async function repriceBranchSize(
  tx: Database,
  batch: EventBatch,
  input: RepriceInput,
): Promise<number[] | null> {
  const { tenantId, branchId, menuItemId, priceMinor } = input;
  const orderIds = await lockOrdersWithCartLines(tx, tenantId, branchId, [menuItemId]);
  const changed = await tx
    .update(branchMenuItems)
    .set({ priceMinor })
    .where(
      and(
        eq(branchMenuItems.tenantId, tenantId),
        eq(branchMenuItems.branchId, branchId),
        eq(branchMenuItems.menuItemId, menuItemId),
        ne(branchMenuItems.priceMinor, priceMinor),
      ),
    )
    .returning({ id: branchMenuItems.id });
  if (changed.length === 0) return null;

  const repricedItemIds: number[] = [];
  for (const orderId of orderIds) {
    // Read again under the order's lock: the guests may have changed the cart meanwhile.
    const lines = await selectCartLines(tx, branchId, [menuItemId], orderId);
    const ids = lines.map((line) => line.id);
    if (ids.length === 0) continue;
    await tx
      .update(orderItems)
      .set({ unitPriceMinor: priceMinor })
      .where(inArray(orderItems.id, ids));
    repricedItemIds.push(...ids);
    const seq = await nextEventSeq(tx, orderId);
    await queueCartUpdate(tx, batch, { orderId, seq, orderItemIds: ids });
  }
  return repricedItemIds.sort((a, b) => a - b);
}
