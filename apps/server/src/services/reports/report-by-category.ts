import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  billedItemsFrom,
  billedItemWhere,
  billedQuantity,
  num,
  paidOrdersCte,
  type ReportWindow,
  rowsOf,
  unitWithAddOns,
} from './report-sql';

export interface CategorySalesMinor {
  categoryId: number;
  categoryName: string;
  quantity: number;
  amount: number;
}

/**
 * Sales by the category each dish is listed in now (orders keep no category of their own),
 * so moving a dish moves its past sales with it; the amounts still add up to gross sales.
 */
export async function readSalesByCategory(
  db: Database,
  w: ReportWindow,
): Promise<CategorySalesMinor[]> {
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`WITH ${paidOrdersCte(w)}
    SELECT c.id AS category_id, c.name AS category_name,
      sum(${billedQuantity}) AS quantity, sum(${billedQuantity} * ${unitWithAddOns}) AS amount
    FROM ${billedItemsFrom}
      JOIN products p ON p.id = i.product_id
      JOIN menu_categories c ON c.id = p.category_id
    WHERE i.order_id IN (SELECT id FROM paid) AND ${billedItemWhere}
    GROUP BY 1, 2 ORDER BY 4 DESC, 2`,
  );
  return rows.map((row) => ({
    categoryId: num(row.category_id),
    categoryName: String(row.category_name),
    quantity: num(row.quantity),
    amount: num(row.amount),
  }));
}
