// A guest's rating of a paid order (issue 16 item 11, docs/decisions/0016): one per guest per
// order, a 1-5 rating with an optional short comment, changeable for a while after paying.

export const RATING_MIN = 1;
export const RATING_MAX = 5;
/** Long enough for a sentence or two about the evening, short enough to read in a report. */
export const FEEDBACK_COMMENT_MAX = 500;
/** A guest may change their rating or comment for two hours after the order was paid. */
export const FEEDBACK_EDIT_WINDOW_MS = 2 * 60 * 60 * 1000;

/** The ratings a guest picks from, lowest first. */
export const RATINGS = [1, 2, 3, 4, 5] as const;

/** The accessible name of each star: '4 stars' reads better than '4' to a screen reader. */
export const ratingLabel = (rating: number) => (rating === 1 ? '1 star' : `${rating} stars`);

/** Whether feedback on an order closed at `closedAt` may still be given or changed at `now`. */
export function feedbackOpen(closedAt: Date, now: Date): boolean {
  return now.getTime() - closedAt.getTime() <= FEEDBACK_EDIT_WINDOW_MS;
}

/** The average of some ratings to one decimal (4.25 -> 4.3); null without any. */
export function averageRating(ratings: readonly number[]): number | null {
  if (ratings.length === 0) return null;
  const sum = ratings.reduce((total, rating) => total + rating, 0);
  return Math.round((sum / ratings.length) * 10) / 10;
}
