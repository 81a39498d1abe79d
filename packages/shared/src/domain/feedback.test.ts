import { describe, expect, it } from 'vitest';
import { averageRating, FEEDBACK_EDIT_WINDOW_MS, feedbackOpen, ratingLabel } from './feedback';

describe('feedback rules', () => {
  it.each([
    [[], null],
    [[4], 4],
    [[4, 5], 4.5],
    [[4, 4, 5, 4], 4.3],
    [[1, 2, 2], 1.7],
  ])('averages %j to %s', (ratings, average) => {
    expect(averageRating(ratings)).toBe(average);
  });

  it('stays open for the edit window after the order closed, and no longer', () => {
    const closed = new Date('2026-03-10T12:00:00Z');
    const at = (ms: number) => new Date(closed.getTime() + ms);
    expect(feedbackOpen(closed, at(0))).toBe(true);
    expect(feedbackOpen(closed, at(FEEDBACK_EDIT_WINDOW_MS))).toBe(true);
    expect(feedbackOpen(closed, at(FEEDBACK_EDIT_WINDOW_MS + 1))).toBe(false);
  });

  it.each([
    [1, '1 star'],
    [4, '4 stars'],
  ])('names %i as %s', (rating, label) => {
    expect(ratingLabel(rating)).toBe(label);
  });
});
