// The branch's stations as the contract shows them, with the categories each names.
import type { TKitchenStation } from '@tableside/shared/contract/kitchen-stations';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { kitchenStationCategories, kitchenStations } from '../../db/schema/index';
import { notFound } from '../../lib/app-error';

export type StationRow = typeof kitchenStations.$inferSelect;

async function withCategories(db: Database, rows: StationRow[]): Promise<TKitchenStation[]> {
  const ids = rows.map((row) => row.id);
  const links =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(kitchenStationCategories)
          .where(inArray(kitchenStationCategories.stationId, ids))
          .orderBy(asc(kitchenStationCategories.categoryId));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    sortOrder: row.sortOrder,
    archived: row.archivedAt !== null,
    categoryIds: links.filter((link) => link.stationId === row.id).map((link) => link.categoryId),
    version: row.version,
  }));
}

/** Every station of the branch, archived ones too, in the branch's order. */
export async function readStations(
  db: Database,
  scope: { tenantId: number; branchId: number },
): Promise<TKitchenStation[]> {
  const rows = await db
    .select()
    .from(kitchenStations)
    .where(
      and(
        eq(kitchenStations.tenantId, scope.tenantId),
        eq(kitchenStations.branchId, scope.branchId),
      ),
    )
    .orderBy(asc(kitchenStations.sortOrder), asc(kitchenStations.id));
  return withCategories(db, rows);
}

export async function readStation(db: Database, row: StationRow): Promise<TKitchenStation> {
  const [station] = await withCategories(db, [row]);
  if (!station) throw new Error(`station ${row.id} vanished`);
  return station;
}

/** The station of the branch, row-locked; another branch's or tenant's is answered as missing. */
export async function lockStation(
  tx: Database,
  scope: { tenantId: number; branchId: number },
  stationId: number,
): Promise<StationRow> {
  const [row] = await tx
    .select()
    .from(kitchenStations)
    .where(
      and(
        eq(kitchenStations.id, stationId),
        eq(kitchenStations.tenantId, scope.tenantId),
        eq(kitchenStations.branchId, scope.branchId),
      ),
    )
    .for('update');
  if (!row) throw notFound('Kitchen station');
  return row;
}
