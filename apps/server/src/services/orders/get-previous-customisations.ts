import type { TPreviousCustomisationsResponse } from '@tableside/shared/contract/order-items';
import { isVisibleItem } from '@tableside/shared/domain/cart';
import type { Database } from '../../db/client';
import { assertGuestOrder, type GuestContext } from '../../http/guest-session';
import { mergeSameCustomisation } from './merge-customisations';
import { itemsOfOrderProduct, loadOrderItemViews } from './order-item-query';

/**
 * How the table already had this product (cart and confirmed, not cancelled), newest first,
 * one entry per customisation at today's prices: the repeat-customisation modal's choices.
 */
export async function getPreviousCustomisations(
  db: Database,
  guest: GuestContext,
  query: { orderId: number; productMasterId: number },
): Promise<TPreviousCustomisationsResponse> {
  assertGuestOrder(guest, query.orderId);
  const views = await loadOrderItemViews(
    db,
    itemsOfOrderProduct(query.orderId, query.productMasterId),
    'current',
  );
  const newestFirst = views
    .map((view) => view.item)
    .filter(isVisibleItem)
    .reverse();
  return mergeSameCustomisation(newestFirst);
}
