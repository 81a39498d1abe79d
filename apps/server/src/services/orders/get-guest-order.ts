import type { TOrder } from '@tableside/shared/contract/order';
import type { Database } from '../../db/client';
import { assertGuestOrder, type GuestContext } from '../../http/guest-session';
import { loadOrder } from './load-order';

/** The guest's own order; a closed or void one is answered too, so the app can redirect. */
export async function getGuestOrder(
  db: Database,
  guest: GuestContext,
  orderId: number,
): Promise<TOrder> {
  assertGuestOrder(guest, orderId);
  return loadOrder(db, orderId);
}
