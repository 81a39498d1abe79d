import type { TReorderBody } from '@tableside/shared/contract/tables-admin';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { diningTables, tableAreas } from '../../db/schema/index';
import { auditTables, fieldError, type TableScope, type TablesDeps } from './table-scope';

/**
 * `ids` must be exactly the live ones, each once (400 naming ids otherwise), so a list another
 * editor changed meanwhile is not half applied.
 */
function assertSameIds(liveIds: number[], ids: number[], what: string) {
  const live = new Set(liveIds);
  const given = new Set(ids);
  if (given.size !== ids.length || given.size !== live.size || ids.some((id) => !live.has(id))) {
    throw fieldError('ids', `must list each live ${what} of the branch once`);
  }
}

async function liveAreaIds(tx: Database, scope: TableScope) {
  const rows = await tx
    .select({ id: tableAreas.id })
    .from(tableAreas)
    .where(and(eq(tableAreas.branchId, scope.branchId), isNull(tableAreas.archivedAt)))
    .for('update');
  return rows.map((r) => r.id);
}

async function liveTableIds(tx: Database, scope: TableScope) {
  const rows = await tx
    .select({ id: diningTables.id })
    .from(diningTables)
    .where(and(eq(diningTables.branchId, scope.branchId), isNull(diningTables.archivedAt)))
    .for('update');
  return rows.map((r) => r.id);
}

/** The new order of the branch's live areas or tables (drag or keyboard in the console). */
export async function reorderTables(
  deps: TablesDeps,
  scope: TableScope,
  list: 'areas' | 'tables',
  body: TReorderBody,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    if (list === 'areas') {
      assertSameIds(await liveAreaIds(tx, scope), body.ids, 'area');
      for (const [sortOrder, id] of body.ids.entries()) {
        await tx.update(tableAreas).set({ sortOrder }).where(eq(tableAreas.id, id));
      }
    } else {
      assertSameIds(await liveTableIds(tx, scope), body.ids, 'table');
      for (const [sortOrder, id] of body.ids.entries()) {
        await tx.update(diningTables).set({ sortOrder }).where(eq(diningTables.id, id));
      }
    }
    await auditTables(tx, scope, {
      action: list === 'areas' ? 'tableArea.reorder' : 'table.reorder',
      entity: 'branch',
      entityId: scope.branchId,
      detail: { ids: body.ids },
    });
  });
}
