import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { diningTables, tableAreas } from '../../db/schema/index';
import { newTableToken } from '../../lib/table-token';

interface CopyTarget {
  tenantId: number;
  fromBranchId: number;
  toBranchId: number;
}

/**
 * The source's live areas and tables under the same names. Each table gets a new QR token (a
 * sticker of the old branch must never open the new one) and no customer associate (staff are
 * assigned per branch).
 */
export async function copyBranchFloor(tx: Transaction, target: CopyTarget) {
  const { tenantId, fromBranchId, toBranchId } = target;
  const areas = await tx
    .select()
    .from(tableAreas)
    .where(and(eq(tableAreas.branchId, fromBranchId), isNull(tableAreas.archivedAt)))
    .orderBy(asc(tableAreas.id));
  const areaIds = new Map<number, number>();
  for (const area of areas) {
    const [created] = await tx
      .insert(tableAreas)
      .values({ tenantId, branchId: toBranchId, name: area.name, sortOrder: area.sortOrder })
      .returning({ id: tableAreas.id });
    if (!created) throw new Error('table area insert returned no row');
    areaIds.set(area.id, created.id);
  }
  const tables = await tx
    .select()
    .from(diningTables)
    .where(and(eq(diningTables.branchId, fromBranchId), isNull(diningTables.archivedAt)))
    .orderBy(asc(diningTables.id));
  if (tables.length > 0) {
    await tx.insert(diningTables).values(
      tables.map((table) => ({
        tenantId,
        branchId: toBranchId,
        name: table.name,
        sortOrder: table.sortOrder,
        seats: table.seats,
        // A table of an archived area stands on the floor without one.
        areaId: table.areaId === null ? null : (areaIds.get(table.areaId) ?? null),
        qrToken: newTableToken(),
      })),
    );
  }
  return { areas: areas.length, tables: tables.length };
}
