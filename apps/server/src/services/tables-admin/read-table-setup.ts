import type { TTableSetup } from '@tableside/shared/contract/tables-admin';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { tableAreas } from '../../db/schema/index';
import { readTokenSetting } from './branch-token-setting';
import type { TableScope } from './table-scope';
import { areaView, branchTables, tablesWithOpenOrders, tableView } from './table-view';

/** The branch's areas and tables (archived ones too, marked), with each table's link. */
export async function readTableSetup(db: Database, scope: TableScope): Promise<TTableSetup> {
  const setting = await readTokenSetting(db, scope);
  const areas = await db
    .select()
    .from(tableAreas)
    .where(and(eq(tableAreas.branchId, scope.branchId), eq(tableAreas.tenantId, scope.tenantId)))
    .orderBy(asc(tableAreas.sortOrder), asc(tableAreas.id));
  const tables = await branchTables(db, scope);
  const open = await tablesWithOpenOrders(
    db,
    tables.map((t) => t.id),
  );
  return {
    branchId: scope.branchId,
    tableTokensRequired: setting.tokensRequired,
    settingsVersion: setting.version,
    areas: areas.map(areaView),
    tables: tables.map((t) => tableView(scope, t, setting.tokensRequired, open.has(t.id))),
  };
}
