import { z } from 'zod';
import { FEEDBACK_COMMENT_MAX, RATING_MAX, RATING_MIN } from '../domain/feedback';
import { intBetween, text, ZEntityId, ZId, ZTimestamp } from './common';
import { API_BASE } from './routes';

// A guest's rating of a paid order and what staff read of it (issue 16 item 11,
// docs/decisions/0016). One per guest per order; changeable for a while after paying.

export const FEEDBACK_ROUTES = {
  /** GET ?ZFeedbackQuery -> ZGuestFeedback; PUT ?ZFeedbackQuery {ZFeedbackBody} -> ZGuestFeedback
   * (guest session, X-Tenant) */
  guest: `${API_BASE}/order/public/feedback`,
  /** GET -> ZOrderFeedbackResponse (staff, action viewFeedback) */
  staffOrder: `${API_BASE}/staff/orders/:orderId/feedback`,
} as const;

export const ZFeedbackQuery = z.object({ orderId: ZId });
export type TFeedbackQuery = z.infer<typeof ZFeedbackQuery>;

export const ZFeedbackRating = intBetween(RATING_MIN, RATING_MAX);

export const ZFeedbackBody = z.object({
  rating: ZFeedbackRating,
  /** Optional; blank is no comment. */
  comment: text({ multiline: true })
    .trim()
    .max(FEEDBACK_COMMENT_MAX, `must be at most ${FEEDBACK_COMMENT_MAX} characters`)
    .optional(),
  /** The version the guest's screen shows: 0 before any feedback. Another save since: 409. */
  version: z.number().int().min(0, 'must be at least 0'),
});
export type TFeedbackBody = z.infer<typeof ZFeedbackBody>;

export const ZFeedback = z.object({
  rating: z.number().int().min(RATING_MIN).max(RATING_MAX),
  /** '' when the guest wrote none. */
  comment: z.string(),
  version: z.number().int().min(1),
  updatedAt: ZTimestamp,
});
export type TFeedback = z.infer<typeof ZFeedback>;

/** The guest's own feedback on the order (null before any) and until when it can change. */
export const ZGuestFeedback = z.object({
  feedback: ZFeedback.nullable(),
  editableUntil: ZTimestamp,
});
export type TGuestFeedback = z.infer<typeof ZGuestFeedback>;

export const ZOrderFeedbackEntry = ZFeedback.extend({
  customerId: ZEntityId,
  /** Null for a guest who never gave a name. */
  customerName: z.string().nullable(),
});
export type TOrderFeedbackEntry = z.infer<typeof ZOrderFeedbackEntry>;

/** Every guest's feedback on the order, newest first. */
export const ZOrderFeedbackResponse = z.array(ZOrderFeedbackEntry);
export type TOrderFeedbackResponse = z.infer<typeof ZOrderFeedbackResponse>;
