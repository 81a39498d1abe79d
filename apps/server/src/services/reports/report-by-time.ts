import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  localDay,
  localHour,
  num,
  orderTipsFrom,
  paidOrdersCte,
  type ReportWindow,
  rowsOf,
} from './report-sql';

/** Orders and their sales in one day or hour, minor units. */
export interface TimeBucketMinor<K> {
  key: K;
  orders: number;
  subtotal: number;
  payable: number;
  /** The tips charged on those orders, net (report-sql netTip). */
  tips: number;
}

async function bucketsBy<K>(db: Database, w: ReportWindow, key: SQL, read: (k: unknown) => K) {
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`WITH ${paidOrdersCte(w)}
    SELECT ${key} AS key, count(*) AS orders,
      sum(subtotal_minor) AS subtotal, sum(payable_minor) AS payable,
      sum(coalesce(t.tips, 0)) AS tips
    FROM paid LEFT JOIN ${orderTipsFrom} ON t.order_id = paid.id
    GROUP BY 1 ORDER BY 1`,
  );
  return rows.map(
    (row): TimeBucketMinor<K> => ({
      key: read(row.key),
      orders: num(row.orders),
      subtotal: num(row.subtotal),
      payable: num(row.payable),
      tips: num(row.tips),
    }),
  );
}

/** Sales by the local date the orders closed on (days without sales are not listed). */
export const readSalesByDay = (db: Database, w: ReportWindow) =>
  bucketsBy(db, w, localDay(w, sql`closed_at`), String);

/** Sales by the local hour of day (0-23) the orders closed in, over the whole range. */
export const readSalesByHour = (db: Database, w: ReportWindow) =>
  bucketsBy(db, w, localHour(w, sql`closed_at`), Number);
