import { MessageSquareQuote } from 'lucide-react';
import { useId } from 'react';
import { RatingStars } from '../../../components/ui/rating-stars';
import { useOrderFeedback } from '../api/use-order-feedback';
import './feedback-card.css';

/** What the guests of a paid order said of it: each guest's rating and comment. */
export function FeedbackCard({ orderId }: { orderId: number }) {
  const feedback = useOrderFeedback(orderId);
  const titleId = useId();
  return (
    <section className="order-feedback" aria-labelledby={titleId}>
      <h2 id={titleId}>
        <MessageSquareQuote aria-hidden="true" />
        Guest feedback
      </h2>
      {feedback.isPending ? <p className="order-feedback__none">Loading…</p> : null}
      {feedback.isError ? (
        <p className="order-feedback__none">The feedback could not be loaded.</p>
      ) : null}
      {feedback.data?.length === 0 ? (
        <p className="order-feedback__none">No guest has rated this visit.</p>
      ) : null}
      {feedback.data && feedback.data.length > 0 ? (
        <ul className="order-feedback__list">
          {feedback.data.map((entry) => (
            <li key={entry.customerId}>
              <div className="order-feedback__who">
                <RatingStars rating={entry.rating} />
                <span>{entry.customerName ?? 'A guest'}</span>
              </div>
              {entry.comment ? <p className="order-feedback__comment">{entry.comment}</p> : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
