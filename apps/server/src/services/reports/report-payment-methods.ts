import type { PaymentMethod } from '@tableside/shared/domain/enums';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { netTip, num, paidOrdersCte, type ReportWindow, rowsOf } from './report-sql';

export interface PaymentMethodMinor {
  method: PaymentMethod;
  count: number;
  amount: number;
  refunded: number;
  tips: number;
}

/**
 * Payments charged on the paid orders, by method, with what was given back of them and the
 * tips charged with them (apart from the amount).
 */
export async function readPaymentMethods(
  db: Database,
  w: ReportWindow,
): Promise<PaymentMethodMinor[]> {
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`WITH ${paidOrdersCte(w)}
    SELECT method, count(*) AS count, sum(amount_minor) AS amount,
      sum(refunded_minor) AS refunded, sum(${netTip}) AS tips
    FROM payments
    WHERE order_id IN (SELECT id FROM paid) AND status = 'CHARGED'
    GROUP BY method ORDER BY 3 DESC, 1`,
  );
  return rows.map((row) => ({
    method: row.method as PaymentMethod,
    count: num(row.count),
    amount: num(row.amount),
    refunded: num(row.refunded),
    tips: num(row.tips),
  }));
}
