import type {
  TKitchenStation,
  TUpdateKitchenStationBody,
} from '@tableside/shared/contract/kitchen-stations';
import { eq, sql } from 'drizzle-orm';
import { kitchenStations } from '../../db/schema/index';
import { auditStation } from './station-audit';
import {
  assertBrandCategories,
  assertStationNameFree,
  assertVersion,
  writeStationCategories,
} from './station-checks';
import { lockStation, readStation } from './station-reads';
import type { StationDeps, StationScope } from './station-scope';

/** Renames the station and sets the categories it names; 409 when someone saved meanwhile. */
export function updateKitchenStation(
  deps: StationDeps,
  scope: StationScope,
  stationId: number,
  body: TUpdateKitchenStationBody,
): Promise<TKitchenStation> {
  return deps.db.transaction(async (tx) => {
    const locked = await lockStation(tx, scope, stationId);
    assertVersion(locked.version, body.version);
    const before = await readStation(tx, locked);
    await assertBrandCategories(tx, scope.tenantId, body.categoryIds);
    await assertStationNameFree(tx, scope, body.name, stationId);
    const [row] = await tx
      .update(kitchenStations)
      .set({ name: body.name, version: sql`${kitchenStations.version} + 1` })
      .where(eq(kitchenStations.id, stationId))
      .returning();
    if (!row) throw new Error(`station ${stationId} vanished`);
    await writeStationCategories(tx, scope.tenantId, stationId, body.categoryIds);
    const after = await readStation(tx, row);
    await auditStation(tx, scope, 'update', stationId, before, after);
    return after;
  });
}
