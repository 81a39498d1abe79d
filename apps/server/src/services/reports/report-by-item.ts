import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  billedItemsFrom,
  billedItemWhere,
  billedQuantity,
  itemCatalogueJoins,
  itemNameOf,
  num,
  paidOrdersCte,
  type ReportWindow,
  rowsOf,
  sizeNameOf,
  unitWithAddOns,
} from './report-sql';

export interface ItemSalesMinor {
  itemName: string;
  sizeName: string;
  quantity: number;
  amount: number;
}

/**
 * What was sold, by the name and size it was ordered by (a renamed dish keeps its old lines
 * apart), with add-ons in the amount as on the bill; the best seller by amount first.
 */
export async function readSalesByItem(db: Database, w: ReportWindow): Promise<ItemSalesMinor[]> {
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`WITH ${paidOrdersCte(w)}
    SELECT ${itemNameOf} AS item_name, ${sizeNameOf} AS size_name,
      sum(${billedQuantity}) AS quantity, sum(${billedQuantity} * ${unitWithAddOns}) AS amount
    FROM ${billedItemsFrom} ${itemCatalogueJoins}
    WHERE i.order_id IN (SELECT id FROM paid) AND ${billedItemWhere}
    GROUP BY 1, 2 ORDER BY 4 DESC, 1, 2`,
  );
  return rows.map((row) => ({
    itemName: String(row.item_name),
    sizeName: String(row.size_name),
    quantity: num(row.quantity),
    amount: num(row.amount),
  }));
}
