import type { TCreateAreaBody, TTableArea } from '@tableside/shared/contract/tables-admin';
import { eq, max } from 'drizzle-orm';
import { tableAreas } from '../../db/schema/index';
import { assertAreaNameFree } from './table-checks';
import { auditTables, type TableScope, type TablesDeps } from './table-scope';
import { areaView } from './table-view';

/** A new area (Terrace, Bar...), last in the branch's list. */
export async function createArea(
  deps: TablesDeps,
  scope: TableScope,
  body: TCreateAreaBody,
): Promise<TTableArea> {
  return deps.db.transaction(async (tx) => {
    await assertAreaNameFree(tx, scope, body.name);
    const [last] = await tx
      .select({ sortOrder: max(tableAreas.sortOrder) })
      .from(tableAreas)
      .where(eq(tableAreas.branchId, scope.branchId));
    const [row] = await tx
      .insert(tableAreas)
      .values({
        tenantId: scope.tenantId,
        branchId: scope.branchId,
        name: body.name,
        sortOrder: (last?.sortOrder ?? -1) + 1,
      })
      .returning();
    if (!row) throw new Error('area insert returned nothing');
    await auditTables(tx, scope, {
      action: 'tableArea.create',
      entity: 'tableArea',
      entityId: row.id,
      detail: { name: row.name },
    });
    return areaView(row);
  });
}
