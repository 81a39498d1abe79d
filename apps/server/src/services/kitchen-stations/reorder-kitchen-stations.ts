import type {
  TKitchenStationsResponse,
  TReorderKitchenStationsBody,
} from '@tableside/shared/contract/kitchen-stations';
import { and, eq } from 'drizzle-orm';
import { kitchenStations } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { auditStation } from './station-audit';
import { readStations } from './station-reads';
import type { StationDeps, StationScope } from './station-scope';

/**
 * Puts the branch's stations in the order given, which must name each of them once (archived
 * ones too): a list made before someone added a station is refused rather than half applied.
 */
export function reorderKitchenStations(
  deps: StationDeps,
  scope: StationScope,
  body: TReorderKitchenStationsBody,
): Promise<TKitchenStationsResponse> {
  return deps.db.transaction(async (tx) => {
    const locked = await tx
      .select({ id: kitchenStations.id })
      .from(kitchenStations)
      .where(
        and(
          eq(kitchenStations.tenantId, scope.tenantId),
          eq(kitchenStations.branchId, scope.branchId),
        ),
      )
      .for('update');
    const ids = new Set(locked.map((row) => row.id));
    const unknown = body.orderedIds.find((id) => !ids.has(id));
    if (unknown !== undefined) {
      throw new AppError('BAD_REQUEST', `orderedIds: no station ${unknown} at this branch`);
    }
    if (body.orderedIds.length !== ids.size) {
      throw new AppError('CONFLICT', 'orderedIds: the stations changed meanwhile; reload');
    }
    const before = await readStations(tx, scope);
    for (const [sortOrder, id] of body.orderedIds.entries()) {
      await tx.update(kitchenStations).set({ sortOrder }).where(eq(kitchenStations.id, id));
    }
    const after = await readStations(tx, scope);
    await auditStation(tx, scope, 'reorder', scope.branchId, before, after);
    return after;
  });
}
