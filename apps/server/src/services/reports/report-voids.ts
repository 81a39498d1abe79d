import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  billedItemsFrom,
  billedItemWhere,
  billedQuantity,
  endedOrders,
  isoInstant,
  num,
  type ReportWindow,
  rowsOf,
  unitWithAddOns,
} from './report-sql';

export interface VoidMinor {
  orderId: number;
  closedAt: string;
  /** What its confirmed items were worth (before any discount) when it was voided. */
  value: number;
}

/** The orders voided in the range, newest first. */
export async function readVoids(db: Database, w: ReportWindow): Promise<VoidMinor[]> {
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`SELECT o.id AS order_id, ${isoInstant(sql`o.closed_at`)} AS closed_at,
      coalesce(sum(${billedQuantity} * ${unitWithAddOns})
        FILTER (WHERE ${billedItemWhere}), 0) AS value
    FROM orders o
      LEFT JOIN (${billedItemsFrom}) ON i.order_id = o.id
    WHERE ${endedOrders(w)} AND o.is_void
    GROUP BY o.id, o.closed_at ORDER BY o.closed_at DESC, o.id DESC`,
  );
  return rows.map((row) => ({
    orderId: num(row.order_id),
    closedAt: String(row.closed_at),
    value: num(row.value),
  }));
}
