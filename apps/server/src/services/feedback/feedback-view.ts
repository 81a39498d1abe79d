import type { TFeedback } from '@tableside/shared/contract/feedback';
import { FEEDBACK_EDIT_WINDOW_MS } from '@tableside/shared/domain/feedback';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orderFeedback } from '../../db/schema/index';
import type { GuestContext } from '../../http/guest-session';
import { AppError } from '../../lib/app-error';
import { findPaidOrder, type PaidOrder } from '../receipts/paid-order';

export const FEEDBACK_NOT_YET = 'Feedback can be given once the bill is paid.';

type FeedbackRow = typeof orderFeedback.$inferSelect;

export const toFeedback = (row: FeedbackRow): TFeedback => ({
  rating: row.rating,
  comment: row.comment,
  version: row.version,
  updatedAt: row.updatedAt.toISOString(),
});

/** Until when the guests of an order may give or change feedback. */
export const editableUntil = (order: PaidOrder) =>
  new Date(order.closedAt.getTime() + FEEDBACK_EDIT_WINDOW_MS);

/** The guest's own paid order; before payment (or voided, or closed unpaid) 409. */
export async function guestPaidOrder(db: Database, guest: GuestContext, orderId: number) {
  const order = await findPaidOrder(db, { tenantId: guest.tenantId, orderId });
  if (!order) throw new AppError('CONFLICT', FEEDBACK_NOT_YET);
  return order;
}

export const ofGuest = (orderId: number, customerId: number) =>
  and(eq(orderFeedback.orderId, orderId), eq(orderFeedback.customerId, customerId));
