import { RATINGS, ratingLabel } from '@tableside/shared/domain/feedback';
import { Star } from 'lucide-react';
import './rating-stars.css';

/** A guest's rating as five stars, the rating's filled, named for screen readers ('4 stars'). */
export function RatingStars({ rating }: { rating: number }) {
  return (
    <span className="rating-stars" role="img" aria-label={ratingLabel(rating)}>
      {RATINGS.map((n) => (
        <Star key={n} aria-hidden="true" data-on={n <= rating || undefined} />
      ))}
    </span>
  );
}
