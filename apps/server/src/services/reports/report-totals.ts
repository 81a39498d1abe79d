import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { netTip, num, paidOrdersCte, type ReportWindow, rowsOf } from './report-sql';

/** The paid orders' sums in minor units, before voids and cancellations are added. */
export interface SalesTotalsMinor {
  orders: number;
  guests: number;
  subtotal: number;
  discount: number;
  charges: number;
  taxes: number;
  roundOff: number;
  payable: number;
  payments: number;
  refunds: number;
  /** Tips, net of refunds beyond the bill part; apart from payments (decision 0019). */
  tips: number;
  /** Seconds from open to close on average; null without orders. */
  turnSeconds: number | null;
}

/**
 * One row of sums over the paid orders and their bills, with the payments charged on them
 * and the refunds given back (a refund the gateway refused moved no money).
 */
export async function readSalesTotals(db: Database, w: ReportWindow): Promise<SalesTotalsMinor> {
  const [row] = await rowsOf<Record<string, unknown>>(
    db,
    sql`WITH ${paidOrdersCte(w)}
    SELECT count(*) AS orders, sum(no_of_guests) AS guests,
      sum(subtotal_minor) AS subtotal, sum(discount_minor) AS discount,
      sum(total_charge_minor) AS charges, sum(total_tax_minor) AS taxes,
      sum(roundoff_minor) AS round_off, sum(payable_minor) AS payable,
      avg(extract(epoch FROM closed_at - opened_at))::float8 AS turn_seconds,
      (SELECT sum(amount_minor) FROM payments
        WHERE order_id IN (SELECT id FROM paid) AND status = 'CHARGED') AS payments,
      (SELECT sum(${netTip}) FROM payments
        WHERE order_id IN (SELECT id FROM paid) AND status = 'CHARGED') AS tips,
      (SELECT sum(amount_minor) FROM payment_refunds
        WHERE order_id IN (SELECT id FROM paid) AND status <> 'FAILED') AS refunds
    FROM paid`,
  );
  return {
    orders: num(row?.orders),
    guests: num(row?.guests),
    subtotal: num(row?.subtotal),
    discount: num(row?.discount),
    charges: num(row?.charges),
    taxes: num(row?.taxes),
    roundOff: num(row?.round_off),
    payable: num(row?.payable),
    payments: num(row?.payments),
    refunds: num(row?.refunds),
    tips: num(row?.tips),
    turnSeconds: row?.turn_seconds == null ? null : Number(row.turn_seconds),
  };
}
