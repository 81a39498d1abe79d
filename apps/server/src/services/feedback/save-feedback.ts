import type { TFeedbackBody, TGuestFeedback } from '@tableside/shared/contract/feedback';
import { feedbackOpen } from '@tableside/shared/domain/feedback';
import type { Database } from '../../db/client';
import { orderFeedback } from '../../db/schema/index';
import { assertGuestOrder, type GuestContext } from '../../http/guest-session';
import { AppError } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import type { Clock } from '../../lib/clock';
import { VersionConflictError } from '../../lib/version-conflict-error';
import { editableUntil, guestPaidOrder, ofGuest, toFeedback } from './feedback-view';

export const FEEDBACK_CLOSED = 'Feedback on this visit can no longer be changed.';
export const FEEDBACK_STALE = 'Your feedback was changed on another screen. Please check it.';

/**
 * A guest rates their paid order, or changes the rating or comment, while the edit window
 * lasts. One row per guest per order: the first save creates it (version 1), each later one
 * must name the version it changes, so two screens of one guest never overwrite each other
 * unseen (409 with the feedback as it is). The change and its audit record commit together.
 */
export async function saveFeedback(
  deps: { db: Database; clock: Clock },
  input: { guest: GuestContext; orderId: number; body: TFeedbackBody },
): Promise<TGuestFeedback> {
  const { guest, body } = input;
  assertGuestOrder(guest, input.orderId);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const order = await guestPaidOrder(tx, guest, input.orderId);
    if (!feedbackOpen(order.closedAt, now)) throw new AppError('CONFLICT', FEEDBACK_CLOSED);
    const values = { rating: body.rating, comment: body.comment ?? '', updatedAt: now };
    const [existing] = await tx
      .select()
      .from(orderFeedback)
      .where(ofGuest(order.id, guest.customerId))
      .for('update');
    let saved: typeof orderFeedback.$inferSelect | undefined;
    if (existing) {
      if (body.version !== existing.version) {
        throw new VersionConflictError(FEEDBACK_STALE, toFeedback(existing));
      }
      [saved] = await tx
        .update(orderFeedback)
        .set({ ...values, version: existing.version + 1 })
        .where(ofGuest(order.id, guest.customerId))
        .returning();
    } else {
      if (body.version !== 0) throw new VersionConflictError(FEEDBACK_STALE);
      // Two first saves at once: the unique index lets one in; the other finds nothing
      // inserted and is told to look again, as any stale save is.
      [saved] = await tx
        .insert(orderFeedback)
        .values({
          tenantId: order.tenantId,
          branchId: order.branchId,
          orderId: order.id,
          customerId: guest.customerId,
          ...values,
        })
        .onConflictDoNothing()
        .returning();
      if (!saved) throw new VersionConflictError(FEEDBACK_STALE);
    }
    if (!saved) throw new Error('feedback not saved');
    await writeAudit(tx, {
      tenantId: order.tenantId,
      staffUserId: null,
      action: existing ? 'feedback.update' : 'feedback.create',
      entity: 'order',
      entityId: order.id,
      detail: {
        customerId: guest.customerId,
        rating: saved.rating,
        commentLength: saved.comment.length,
        version: saved.version,
      },
    });
    return { feedback: toFeedback(saved), editableUntil: editableUntil(order).toISOString() };
  });
}
