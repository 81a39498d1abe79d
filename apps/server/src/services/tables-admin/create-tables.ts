import type {
  TAddTablesBody,
  TAdminTable,
  TCreateTableBody,
} from '@tableside/shared/contract/tables-admin';
import { parseTableRange } from '@tableside/shared/domain/table-range';
import { and, eq, max } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { diningTables } from '../../db/schema/index';
import { newTableToken } from '../../lib/table-token';
import { readTokenSetting } from './branch-token-setting';
import { assertAreaUsable, assertTableNamesFree } from './table-checks';
import { auditTables, fieldError, type TableScope, type TablesDeps } from './table-scope';
import { tableView } from './table-view';

/**
 * New tables, last on the floor, each with a token when the branch requires tokens. A new
 * table has no customer associate: the floor shows it not serviceable until one is assigned.
 */
async function insertTables(
  tx: Database,
  scope: TableScope,
  names: string[],
  options: { seats: number; areaId: number | null },
): Promise<TAdminTable[]> {
  await assertAreaUsable(tx, scope, options.areaId);
  await assertTableNamesFree(tx, scope, names);
  const setting = await readTokenSetting(tx, scope);
  const [last] = await tx
    .select({ sortOrder: max(diningTables.sortOrder) })
    .from(diningTables)
    .where(and(eq(diningTables.branchId, scope.branchId)));
  const first = (last?.sortOrder ?? -1) + 1;
  const rows = await tx
    .insert(diningTables)
    .values(
      names.map((name, index) => ({
        tenantId: scope.tenantId,
        branchId: scope.branchId,
        name,
        seats: options.seats,
        areaId: options.areaId,
        sortOrder: first + index,
        qrToken: setting.tokensRequired ? newTableToken() : null,
      })),
    )
    .returning();
  for (const row of rows) {
    await auditTables(tx, scope, {
      action: 'table.create',
      entity: 'table',
      entityId: row.id,
      detail: { name: row.name, seats: row.seats, areaId: row.areaId },
    });
  }
  return rows.map((row) => tableView(scope, row, setting.tokensRequired, false));
}

export async function createTable(
  deps: TablesDeps,
  scope: TableScope,
  body: TCreateTableBody,
): Promise<TAdminTable> {
  const [table] = await deps.db.transaction((tx) => insertTables(tx, scope, [body.name], body));
  if (!table) throw new Error('table insert returned nothing');
  return table;
}

/** 'T1-T30' and the like: all of them or none (one transaction). */
export async function addTables(
  deps: TablesDeps,
  scope: TableScope,
  body: TAddTablesBody,
): Promise<TAdminTable[]> {
  const parsed = parseTableRange(body.range);
  if (!parsed.ok) throw fieldError('range', parsed.error);
  return deps.db.transaction((tx) => insertTables(tx, scope, parsed.names, body));
}
