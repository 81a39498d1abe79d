// Checks the table and area writes share: names unique in the branch (any case, archived ones
// included, as the database's constraint is), and an area of this branch that is in use.
import {
  AREA_NAME_TAKEN_MESSAGE,
  TABLE_NAME_TAKEN_MESSAGE,
} from '@tableside/shared/contract/tables-admin';
import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { diningTables, tableAreas } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { fieldError, type TableScope } from './table-scope';

/** 409 naming the first of `names` another table of the branch already has. */
export async function assertTableNamesFree(
  db: Database,
  scope: TableScope,
  names: string[],
  exceptId?: number,
): Promise<void> {
  const lowered = names.map((n) => n.toLowerCase());
  const [taken] = await db
    .select({ name: diningTables.name })
    .from(diningTables)
    .where(
      and(
        eq(diningTables.branchId, scope.branchId),
        inArray(sql`lower(${diningTables.name})`, lowered),
        exceptId === undefined ? undefined : ne(diningTables.id, exceptId),
      ),
    )
    .limit(1);
  if (taken) throw new AppError('CONFLICT', `${TABLE_NAME_TAKEN_MESSAGE}: ${taken.name}`);
}

export async function assertAreaNameFree(
  db: Database,
  scope: TableScope,
  name: string,
  exceptId?: number,
): Promise<void> {
  const [taken] = await db
    .select({ id: tableAreas.id })
    .from(tableAreas)
    .where(
      and(
        eq(tableAreas.branchId, scope.branchId),
        eq(sql`lower(${tableAreas.name})`, name.toLowerCase()),
        exceptId === undefined ? undefined : ne(tableAreas.id, exceptId),
      ),
    )
    .limit(1);
  if (taken) throw new AppError('CONFLICT', AREA_NAME_TAKEN_MESSAGE);
}

/** A live area of the scope's branch, or 400 naming areaId (null means no area). */
export async function assertAreaUsable(
  db: Database,
  scope: TableScope,
  areaId: number | null,
): Promise<void> {
  if (areaId === null) return;
  const [area] = await db
    .select({ id: tableAreas.id })
    .from(tableAreas)
    .where(
      and(
        eq(tableAreas.id, areaId),
        eq(tableAreas.branchId, scope.branchId),
        eq(tableAreas.tenantId, scope.tenantId),
        isNull(tableAreas.archivedAt),
      ),
    );
  if (!area) throw fieldError('areaId', 'no such area in this branch');
}
