import type {
  TArchiveKitchenStationBody,
  TKitchenStation,
} from '@tableside/shared/contract/kitchen-stations';
import { eq, sql } from 'drizzle-orm';
import { kitchenStations } from '../../db/schema/index';
import { auditStation } from './station-audit';
import { assertVersion } from './station-checks';
import { lockStation, readStation } from './station-reads';
import type { StationDeps, StationScope } from './station-scope';

/**
 * Archives a station (its display shows nothing and its categories no longer send items
 * there) or restores it with the categories it had. Kept, never deleted: the audit names it.
 */
export function archiveKitchenStation(
  deps: StationDeps,
  scope: StationScope,
  stationId: number,
  body: TArchiveKitchenStationBody,
): Promise<TKitchenStation> {
  return deps.db.transaction(async (tx) => {
    const locked = await lockStation(tx, scope, stationId);
    assertVersion(locked.version, body.version);
    const before = await readStation(tx, locked);
    if (before.archived === body.archived) return before;
    const [row] = await tx
      .update(kitchenStations)
      .set({
        archivedAt: body.archived ? deps.clock.now() : null,
        version: sql`${kitchenStations.version} + 1`,
      })
      .where(eq(kitchenStations.id, stationId))
      .returning();
    if (!row) throw new Error(`station ${stationId} vanished`);
    const after = await readStation(tx, row);
    await auditStation(tx, scope, body.archived ? 'archive' : 'restore', stationId, before, after);
    return after;
  });
}
