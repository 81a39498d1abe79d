// How the back office sees a table and an area, and the reads the use cases answer with.
import type { TAdminTable, TTableArea } from '@tableside/shared/contract/tables-admin';
import { tableLink } from '@tableside/shared/domain/table-link';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { diningTables, orders, orderTables, tableAreas } from '../../db/schema/index';
import { notFound } from '../../lib/app-error';
import type { TableScope } from './table-scope';

type TableRow = typeof diningTables.$inferSelect;
type AreaRow = typeof tableAreas.$inferSelect;

export const areaView = (row: AreaRow): TTableArea => ({
  id: row.id,
  name: row.name,
  sortOrder: row.sortOrder,
  archived: row.archivedAt !== null,
  version: row.version,
});

export function tableView(
  scope: TableScope,
  row: TableRow,
  tokensRequired: boolean,
  hasOpenOrder: boolean,
): TAdminTable {
  return {
    id: row.id,
    name: row.name,
    seats: row.seats,
    areaId: row.areaId,
    sortOrder: row.sortOrder,
    archived: row.archivedAt !== null,
    hasToken: row.qrToken !== null,
    link: tableLink({
      publicUrl: scope.publicUrl,
      brandId: scope.tenantId,
      branchId: scope.branchId,
      tableId: row.id,
      token: tokensRequired ? row.qrToken : null,
    }),
    hasOpenOrder,
    version: row.version,
  };
}

/** Which of these tables an open order (not completed, not void) occupies. */
export async function tablesWithOpenOrders(db: Database, tableIds: number[]): Promise<Set<number>> {
  if (tableIds.length === 0) return new Set();
  const rows = await db
    .select({ tableId: orderTables.tableId })
    .from(orderTables)
    .innerJoin(orders, eq(orders.id, orderTables.orderId))
    .where(
      and(
        inArray(orderTables.tableId, tableIds),
        eq(orderTables.active, true),
        ne(orders.status, 'COMPLETED'),
        eq(orders.isVoid, false),
      ),
    );
  return new Set(rows.map((r) => r.tableId));
}

/** The branch's tables in floor order. */
export function branchTables(db: Database, scope: TableScope) {
  return db
    .select()
    .from(diningTables)
    .where(
      and(eq(diningTables.branchId, scope.branchId), eq(diningTables.tenantId, scope.tenantId)),
    )
    .orderBy(asc(diningTables.sortOrder), asc(diningTables.id));
}

/** The table of the scope's branch under a row lock; 404 for any other. */
export async function lockTable(db: Database, scope: TableScope, tableId: number) {
  const [row] = await db
    .select()
    .from(diningTables)
    .where(
      and(
        eq(diningTables.id, tableId),
        eq(diningTables.branchId, scope.branchId),
        eq(diningTables.tenantId, scope.tenantId),
      ),
    )
    .for('update');
  if (!row) throw notFound('Table');
  return row;
}

/** The area of the scope's branch under a row lock; 404 for any other. */
export async function lockArea(db: Database, scope: TableScope, areaId: number) {
  const [row] = await db
    .select()
    .from(tableAreas)
    .where(
      and(
        eq(tableAreas.id, areaId),
        eq(tableAreas.branchId, scope.branchId),
        eq(tableAreas.tenantId, scope.tenantId),
      ),
    )
    .for('update');
  if (!row) throw notFound('Area');
  return row;
}
