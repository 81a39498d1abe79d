import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { isoInstant, num, paidOrdersCte, type ReportWindow, rowsOf } from './report-sql';

export interface DiscountMinor {
  orderId: number;
  closedAt: string;
  subtotal: number;
  amount: number;
}

/** The paid orders that had a discount, with the discount their bill took off. */
export async function readDiscounts(db: Database, w: ReportWindow): Promise<DiscountMinor[]> {
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`WITH ${paidOrdersCte(w)}
    SELECT id AS order_id, ${isoInstant(sql`closed_at`)} AS closed_at,
      subtotal_minor AS subtotal, discount_minor AS amount
    FROM paid WHERE discount_minor > 0 ORDER BY closed_at DESC, id DESC`,
  );
  return rows.map((row) => ({
    orderId: num(row.order_id),
    closedAt: String(row.closed_at),
    subtotal: num(row.subtotal),
    amount: num(row.amount),
  }));
}
