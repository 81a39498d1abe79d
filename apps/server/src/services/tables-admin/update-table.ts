import {
  TABLE_HAS_OPEN_ORDER_MESSAGE,
  type TAdminTable,
  type TUpdateTableBody,
} from '@tableside/shared/contract/tables-admin';
import { eq } from 'drizzle-orm';
import { diningTables } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { newTableToken } from '../../lib/table-token';
import { readTokenSetting } from './branch-token-setting';
import { assertAreaUsable, assertTableNamesFree } from './table-checks';
import { auditTables, staleVersion, type TableScope, type TablesDeps } from './table-scope';
import { lockTable, tablesWithOpenOrders, tableView } from './table-view';

/**
 * Rename, seats, area, archive or restore. A table with an open order is not archived (409):
 * its guests would lose the table under them. A restored table of a branch that requires
 * tokens gets a new token, so codes printed before it was archived stay retired.
 */
export async function updateTable(
  deps: TablesDeps & { clock: Clock },
  scope: TableScope,
  tableId: number,
  body: TUpdateTableBody,
): Promise<TAdminTable> {
  return deps.db.transaction(async (tx) => {
    const current = await lockTable(tx, scope, tableId);
    if (current.version !== body.version) throw staleVersion();
    if (body.name !== undefined) await assertTableNamesFree(tx, scope, [body.name], tableId);
    if (body.areaId !== undefined) await assertAreaUsable(tx, scope, body.areaId);
    const open = await tablesWithOpenOrders(tx, [tableId]);
    if (body.archived === true && open.has(tableId)) {
      throw new AppError('CONFLICT', TABLE_HAS_OPEN_ORDER_MESSAGE);
    }
    const setting = await readTokenSetting(tx, scope);
    const restoring = body.archived === false && current.archivedAt !== null;
    const archivedAt =
      body.archived === undefined
        ? current.archivedAt
        : body.archived
          ? (current.archivedAt ?? deps.clock.now())
          : null;
    const [row] = await tx
      .update(diningTables)
      .set({
        name: body.name ?? current.name,
        seats: body.seats ?? current.seats,
        areaId: body.areaId === undefined ? current.areaId : body.areaId,
        archivedAt,
        qrToken: restoring && setting.tokensRequired ? newTableToken() : current.qrToken,
        version: current.version + 1,
      })
      .where(eq(diningTables.id, tableId))
      .returning();
    if (!row) throw new Error('table update returned nothing');
    const { version: _version, ...changes } = body;
    await auditTables(tx, scope, {
      action: 'table.update',
      entity: 'table',
      entityId: tableId,
      detail: {
        before: {
          name: current.name,
          seats: current.seats,
          areaId: current.areaId,
          archived: current.archivedAt !== null,
        },
        changes,
      },
    });
    return tableView(scope, row, setting.tokensRequired, open.has(tableId));
  });
}
