import type {
  TCreateKitchenStationBody,
  TKitchenStation,
} from '@tableside/shared/contract/kitchen-stations';
import { eq, max } from 'drizzle-orm';
import { kitchenStations } from '../../db/schema/index';
import { auditStation } from './station-audit';
import {
  assertBrandCategories,
  assertStationNameFree,
  writeStationCategories,
} from './station-checks';
import { readStation } from './station-reads';
import type { StationDeps, StationScope } from './station-scope';

/** A new station, last in the branch's order, cooking the categories it names. */
export function createKitchenStation(
  deps: StationDeps,
  scope: StationScope,
  body: TCreateKitchenStationBody,
): Promise<TKitchenStation> {
  return deps.db.transaction(async (tx) => {
    await assertBrandCategories(tx, scope.tenantId, body.categoryIds);
    await assertStationNameFree(tx, scope, body.name);
    const [last] = await tx
      .select({ sortOrder: max(kitchenStations.sortOrder) })
      .from(kitchenStations)
      .where(eq(kitchenStations.branchId, scope.branchId));
    const [row] = await tx
      .insert(kitchenStations)
      .values({
        tenantId: scope.tenantId,
        branchId: scope.branchId,
        name: body.name,
        sortOrder: (last?.sortOrder ?? -1) + 1,
      })
      .returning();
    if (!row) throw new Error('kitchen station insert returned nothing');
    await writeStationCategories(tx, scope.tenantId, row.id, body.categoryIds);
    const station = await readStation(tx, row);
    await auditStation(tx, scope, 'create', row.id, null, station);
    return station;
  });
}
