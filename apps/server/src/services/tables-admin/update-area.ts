import {
  AREA_HAS_TABLES_MESSAGE,
  type TTableArea,
  type TUpdateAreaBody,
} from '@tableside/shared/contract/tables-admin';
import { and, eq, isNull } from 'drizzle-orm';
import { diningTables, tableAreas } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { assertAreaNameFree } from './table-checks';
import { auditTables, staleVersion, type TableScope, type TablesDeps } from './table-scope';
import { areaView, lockArea } from './table-view';

/** Rename, archive or restore an area. An area with live tables is not archived (409). */
export async function updateArea(
  deps: TablesDeps & { clock: Clock },
  scope: TableScope,
  areaId: number,
  body: TUpdateAreaBody,
): Promise<TTableArea> {
  return deps.db.transaction(async (tx) => {
    const current = await lockArea(tx, scope, areaId);
    if (current.version !== body.version) throw staleVersion();
    if (body.name !== undefined) await assertAreaNameFree(tx, scope, body.name, areaId);
    if (body.archived === true) {
      const [live] = await tx
        .select({ id: diningTables.id })
        .from(diningTables)
        .where(and(eq(diningTables.areaId, areaId), isNull(diningTables.archivedAt)))
        .limit(1);
      if (live) throw new AppError('CONFLICT', AREA_HAS_TABLES_MESSAGE);
    }
    const archivedAt =
      body.archived === undefined
        ? current.archivedAt
        : body.archived
          ? (current.archivedAt ?? deps.clock.now())
          : null;
    const [row] = await tx
      .update(tableAreas)
      .set({ name: body.name ?? current.name, archivedAt, version: current.version + 1 })
      .where(eq(tableAreas.id, areaId))
      .returning();
    if (!row) throw new Error('area update returned nothing');
    const { version: _version, ...changes } = body;
    await auditTables(tx, scope, {
      action: 'tableArea.update',
      entity: 'tableArea',
      entityId: areaId,
      detail: { before: { name: current.name, archived: current.archivedAt !== null }, changes },
    });
    return areaView(row);
  });
}
