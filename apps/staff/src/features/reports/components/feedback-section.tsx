import type { TSalesReport } from '@tableside/shared/contract/reports';
import './feedback-section.css';
import { Link } from 'react-router';
import { RatingStars } from '../../../components/ui/rating-stars';
import { formatCount, formatInstant } from '../lib/report-format';
import { NoneInRange, ReportSection } from './report-section';

/** Guests' ratings of the range's paid orders: how many, the average, and what they wrote. */
export function FeedbackSection({ report, csvHref }: { report: TSalesReport; csvHref: string }) {
  const { feedback } = report;
  return (
    <ReportSection id="feedback" title="Guest feedback" csvHref={csvHref}>
      <dl className="report-kpis">
        <div className="report-kpi">
          <dt>Average rating</dt>
          <dd>
            <span className="report-kpi__value">
              {feedback.averageRating === null ? '-' : `${feedback.averageRating} / 5`}
            </span>
            {feedback.averageRating === null ? null : (
              <RatingStars rating={Math.round(feedback.averageRating)} />
            )}
          </dd>
        </div>
        <div className="report-kpi">
          <dt>Ratings</dt>
          <dd>
            <span className="report-kpi__value">{formatCount(feedback.count)}</span>
          </dd>
        </div>
      </dl>
      {feedback.comments.length === 0 ? (
        <NoneInRange what="comments" />
      ) : (
        <ul className="report-comments" aria-label="Comments, newest first">
          {feedback.comments.map((c) => (
            <li key={`${c.orderId}-${c.updatedAt}-${c.customerName}`}>
              <div className="report-comments__head">
                <RatingStars rating={c.rating} />
                <span>{c.customerName ?? 'A guest'}</span>
                <Link to={`/orders/${c.orderId}`}>Order #{c.orderId}</Link>
                <time dateTime={c.updatedAt}>{formatInstant(c.updatedAt, report.timeZone)}</time>
              </div>
              <p>{c.comment}</p>
            </li>
          ))}
        </ul>
      )}
    </ReportSection>
  );
}
