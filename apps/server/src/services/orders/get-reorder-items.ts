import type { TReOrderResponse } from '@tableside/shared/contract/order-items';
import { reorderItemsByCategory } from '@tableside/shared/domain/order-display';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orderGroups } from '../../db/schema/index';
import { assertGuestOrder, type GuestContext } from '../../http/guest-session';
import { mergeSameCustomisation } from './merge-customisations';
import { itemsOfOrder, loadOrderItemViews } from './order-item-query';

/**
 * Repeat: what the table confirmed (not cancelled, not the cart) by category, categories by
 * name, one entry per customisation at today's price and availability.
 */
export async function getReorderItems(
  db: Database,
  guest: GuestContext,
  orderId: number,
): Promise<TReOrderResponse> {
  assertGuestOrder(guest, orderId);
  const groups = await db
    .select({ id: orderGroups.id, status: orderGroups.status })
    .from(orderGroups)
    .where(eq(orderGroups.orderId, orderId))
    .orderBy(asc(orderGroups.groupNumber));
  const views = await loadOrderItemViews(db, itemsOfOrder(orderId), 'current');
  const sections = reorderItemsByCategory(
    groups.map((group) => ({
      ...group,
      orderItems: views.filter((v) => v.orderGroupId === group.id).map((v) => v.item),
    })),
  );
  return {
    categorizedItems: sections.map((section) => ({
      categoryName: section.category,
      items: mergeSameCustomisation(section.items),
    })),
  };
}
