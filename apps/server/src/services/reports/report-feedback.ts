import { REPORT_COMMENTS_MAX, type TReportFeedback } from '@tableside/shared/contract/reports';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { isoInstant, num, paidOrdersCte, type ReportWindow, rowsOf } from './report-sql';

/**
 * Guests' ratings of the range's paid orders (the orders the rest of the report counts): how
 * many, their average to one decimal, and the newest comments with who wrote them.
 */
export async function readFeedback(db: Database, w: ReportWindow): Promise<TReportFeedback> {
  const [totals] = await rowsOf<Record<string, unknown>>(
    db,
    sql`WITH ${paidOrdersCte(w)}
    SELECT count(*) AS n, avg(f.rating) AS average
    FROM order_feedback f JOIN paid ON paid.id = f.order_id`,
  );
  const comments = await rowsOf<Record<string, unknown>>(
    db,
    sql`WITH ${paidOrdersCte(w)}
    SELECT f.order_id, f.rating, f.comment, c.name AS customer_name,
      ${isoInstant(sql`f.updated_at`)} AS updated_at
    FROM order_feedback f JOIN paid ON paid.id = f.order_id
      JOIN customers c ON c.id = f.customer_id
    WHERE f.comment <> ''
    ORDER BY f.updated_at DESC, f.id DESC
    LIMIT ${REPORT_COMMENTS_MAX}`,
  );
  const count = num(totals?.n);
  return {
    count,
    averageRating: count === 0 ? null : Math.round(Number(totals?.average) * 10) / 10,
    comments: comments.map((row) => ({
      orderId: num(row.order_id),
      rating: num(row.rating),
      comment: String(row.comment),
      customerName: row.customer_name === null ? null : String(row.customer_name),
      updatedAt: String(row.updated_at),
    })),
  };
}
