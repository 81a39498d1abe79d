import type { TGuestFeedback } from '@tableside/shared/contract/feedback';
import type { Database } from '../../db/client';
import { orderFeedback } from '../../db/schema/index';
import { assertGuestOrder, type GuestContext } from '../../http/guest-session';
import { editableUntil, guestPaidOrder, ofGuest, toFeedback } from './feedback-view';

/** The guest's own feedback on their paid order (null before any), and until when it can change. */
export async function getGuestFeedback(
  deps: { db: Database },
  input: { guest: GuestContext; orderId: number },
): Promise<TGuestFeedback> {
  assertGuestOrder(input.guest, input.orderId);
  const order = await guestPaidOrder(deps.db, input.guest, input.orderId);
  const [row] = await deps.db
    .select()
    .from(orderFeedback)
    .where(ofGuest(order.id, input.guest.customerId));
  return {
    feedback: row ? toFeedback(row) : null,
    editableUntil: editableUntil(order).toISOString(),
  };
}
