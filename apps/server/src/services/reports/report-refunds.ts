import type { PaymentMethod, RefundStatus } from '@tableside/shared/domain/enums';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { isoInstant, num, paidOrdersCte, type ReportWindow, rowsOf } from './report-sql';

export interface RefundMinor {
  id: number;
  orderId: number;
  method: PaymentMethod;
  amount: number;
  status: RefundStatus;
  reason: string;
  createdAt: string;
}

/** Refunds of the paid orders' payments that moved money (pending or done), newest first. */
export async function readRefunds(db: Database, w: ReportWindow): Promise<RefundMinor[]> {
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`WITH ${paidOrdersCte(w)}
    SELECT r.id, r.order_id, p.method, r.amount_minor AS amount, r.status, r.reason,
      ${isoInstant(sql`r.created_at`)} AS created_at
    FROM payment_refunds r JOIN payments p ON p.id = r.payment_id
    WHERE r.order_id IN (SELECT id FROM paid) AND r.status <> 'FAILED'
    ORDER BY r.created_at DESC, r.id DESC`,
  );
  return rows.map((row) => ({
    id: num(row.id),
    orderId: num(row.order_id),
    method: row.method as PaymentMethod,
    amount: num(row.amount),
    status: row.status as RefundStatus,
    reason: String(row.reason),
    createdAt: String(row.created_at),
  }));
}
