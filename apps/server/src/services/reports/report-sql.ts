// The SQL every report section shares: which orders count, the branch's local day and hour,
// and what an order item is worth. Each section is then one aggregate query over these.
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { ReportBranch } from './report-scope';

/** A branch and a range of its local dates, both included. */
export interface ReportWindow extends ReportBranch {
  from: string;
  to: string;
}

/**
 * Closed inside the range: from midnight of `from` to midnight after `to` in the branch's
 * zone, compared as instants so the closed_at index serves it and a DST change is exact.
 */
export const closedInWindow = (w: ReportWindow, column: SQL): SQL =>
  sql`${column} >= (${w.from}::date)::timestamp AT TIME ZONE ${w.timeZone}
    AND ${column} < (${w.to}::date + 1)::timestamp AT TIME ZONE ${w.timeZone}`;

/** The branch's orders that ended in the range, however they ended (alias o). */
export const endedOrders = (w: ReportWindow): SQL =>
  sql`o.tenant_id = ${w.tenantId} AND o.branch_id = ${w.branchId} AND o.status = 'COMPLETED'
    AND ${closedInWindow(w, sql`o.closed_at`)}`;

/**
 * The orders that count as sales: paid (neither voided nor closed without payment), with
 * their final bill. A CTE named `paid` for the section's query.
 */
export const paidOrdersCte = (w: ReportWindow): SQL =>
  sql`paid AS (
    SELECT o.id, o.no_of_guests, o.opened_at, o.closed_at,
      b.subtotal_minor, b.discount_minor, b.total_charge_minor, b.total_tax_minor,
      b.roundoff_minor, b.payable_minor
    FROM orders o JOIN bills b ON b.order_id = o.id
    WHERE ${endedOrders(w)} AND NOT o.is_void AND NOT o.is_system_completed
  )`;

/**
 * A charged payment's tip (alias-free, over payments' columns) net of what its refunds gave
 * back beyond its bill amount: a refund returns the bill part first, and only past it the tip.
 */
export const netTip = sql`(tip_minor - greatest(refunded_minor - amount_minor, 0))`;

/** Each paid order's net tips (alias t: order_id, tips), for a section that groups orders. */
export const orderTipsFrom = sql`(SELECT order_id, sum(${netTip}) AS tips FROM payments
    WHERE status = 'CHARGED' GROUP BY order_id) t`;

/** The branch's local date (YYYY-MM-DD) and hour of an instant. */
export const localDay = (w: ReportWindow, column: SQL): SQL =>
  sql`to_char(${column} AT TIME ZONE ${w.timeZone}, 'YYYY-MM-DD')`;
export const localHour = (w: ReportWindow, column: SQL): SQL =>
  sql`extract(hour FROM ${column} AT TIME ZONE ${w.timeZone})::int`;

/** An instant as the wire's ISO string, the same on both drivers. */
export const isoInstant = (column: SQL): SQL =>
  sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * Billed items of an order (alias i, with its add-ons per unit as m.per_unit): confirmed,
 * not cancelled, in a group that is neither the cart nor cancelled, the bill's own rule.
 */
export const billedItemsFrom = sql`order_items i
  JOIN order_groups g ON g.id = i.order_group_id
  LEFT JOIN (
    SELECT order_item_id, sum(unit_price_minor * quantity) AS per_unit
    FROM order_item_modifiers GROUP BY order_item_id
  ) m ON m.order_item_id = i.id`;

export const billedItemWhere = sql`g.status NOT IN ('NEW', 'CANCELLED')
  AND i.status NOT IN ('NEW', 'CANCELLED') AND i.quantity > i.cancelled_quantity`;

/** One portion with its add-ons, as the bill prices it. */
export const unitWithAddOns = sql`(i.unit_price_minor + coalesce(m.per_unit, 0))`;

/** Portions left on the bill. */
export const billedQuantity = sql`(i.quantity - i.cancelled_quantity)`;

/** The name it was ordered by (the confirmation snapshot), else the catalogue's. */
export const itemNameOf = sql`coalesce(nullif(i.item_name, ''), p.display_name)`;
export const sizeNameOf = sql`coalesce(nullif(i.size_name, ''), mi.size_name)`;
export const itemCatalogueJoins = sql`JOIN products p ON p.id = i.product_id
  JOIN menu_items mi ON mi.id = i.menu_item_id`;

/** Runs one section's query; the drivers differ on bigint, so sums are read with num(). */
export async function rowsOf<T>(db: Database, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return result.rows as T[];
}

/** A sum or count as a number (node-postgres answers bigint as text, PGlite as bigint). */
export const num = (value: unknown): number =>
  value === null || value === undefined ? 0 : Number(value);
