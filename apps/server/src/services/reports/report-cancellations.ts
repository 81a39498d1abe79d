import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  endedOrders,
  itemCatalogueJoins,
  itemNameOf,
  num,
  type ReportWindow,
  rowsOf,
  sizeNameOf,
  unitWithAddOns,
} from './report-sql';

export interface CancellationMinor {
  itemName: string;
  sizeName: string;
  reason: string;
  quantity: number;
  value: number;
}

/**
 * Portions staff took off orders that ended in the range (paid, voided or closed), by dish
 * and the reason they gave (kept with each cancellation), valued with their add-ons.
 */
export async function readCancellations(
  db: Database,
  w: ReportWindow,
): Promise<CancellationMinor[]> {
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`SELECT ${itemNameOf} AS item_name, ${sizeNameOf} AS size_name,
      coalesce(c.reason, '') AS reason, sum(c.quantity) AS quantity,
      sum(c.quantity * ${unitWithAddOns}) AS value
    FROM order_item_cancellations c
      JOIN order_items i ON i.id = c.order_item_id
      JOIN orders o ON o.id = i.order_id
      LEFT JOIN (
        SELECT order_item_id, sum(unit_price_minor * quantity) AS per_unit
        FROM order_item_modifiers GROUP BY order_item_id
      ) m ON m.order_item_id = i.id
      ${itemCatalogueJoins}
    WHERE ${endedOrders(w)}
    GROUP BY 1, 2, 3 ORDER BY 5 DESC, 1, 2, 3`,
  );
  return rows.map((row) => ({
    itemName: String(row.item_name),
    sizeName: String(row.size_name),
    reason: String(row.reason),
    quantity: num(row.quantity),
    value: num(row.value),
  }));
}
