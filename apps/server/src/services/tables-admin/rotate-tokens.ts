import type { TAdminTable, TTableSetup } from '@tableside/shared/contract/tables-admin';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { diningTables } from '../../db/schema/index';
import { newTableToken } from '../../lib/table-token';
import { readTokenSetting } from './branch-token-setting';
import { readTableSetup } from './read-table-setup';
import { auditTables, staleVersion, type TableScope, type TablesDeps } from './table-scope';
import { lockTable, tablesWithOpenOrders, tableView } from './table-view';

/**
 * A new token for one table: its printed QR codes stop working at once (guests already seated
 * keep their session). The audit record never holds a token.
 */
export async function rotateTableToken(
  deps: TablesDeps,
  scope: TableScope,
  tableId: number,
  version: number,
): Promise<TAdminTable> {
  return deps.db.transaction(async (tx) => {
    const current = await lockTable(tx, scope, tableId);
    if (current.version !== version) throw staleVersion();
    const [row] = await tx
      .update(diningTables)
      .set({ qrToken: newTableToken(), version: current.version + 1 })
      .where(eq(diningTables.id, tableId))
      .returning();
    if (!row) throw new Error('table update returned nothing');
    await auditTables(tx, scope, {
      action: 'table.rotateToken',
      entity: 'table',
      entityId: tableId,
      detail: { name: row.name },
    });
    const setting = await readTokenSetting(tx, scope);
    const open = await tablesWithOpenOrders(tx, [tableId]);
    return tableView(scope, row, setting.tokensRequired, open.has(tableId));
  });
}

/** A new token for every live table of the branch (after a leak, or a reprint of all codes). */
export async function rotateAllTokens(deps: TablesDeps, scope: TableScope): Promise<TTableSetup> {
  return deps.db.transaction(async (tx) => {
    const live = await tx
      .select({ id: diningTables.id })
      .from(diningTables)
      .where(
        and(
          eq(diningTables.branchId, scope.branchId),
          eq(diningTables.tenantId, scope.tenantId),
          isNull(diningTables.archivedAt),
        ),
      )
      .for('update');
    for (const table of live) {
      await tx
        .update(diningTables)
        .set({ qrToken: newTableToken(), version: sql`${diningTables.version} + 1` })
        .where(eq(diningTables.id, table.id));
    }
    await auditTables(tx, scope, {
      action: 'tables.rotateAllTokens',
      entity: 'branch',
      entityId: scope.branchId,
      detail: { tables: live.length },
    });
    return readTableSetup(tx, scope);
  });
}
