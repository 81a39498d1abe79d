// Which categories' items a station's display shows: the categories the station names, and
// sub-categories of those that no live station of the branch names itself.
import { stationCategoryIds } from '@tableside/shared/domain/kitchen-station-categories';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { kitchenStationCategories, kitchenStations, menuCategories } from '../../db/schema/index';
import { notFound } from '../../lib/app-error';

/**
 * The category ids of a live station of the branch; 404 for another branch's or tenant's
 * station and for an archived one (a display remembering it falls back to 'All').
 */
export async function stationCategoryFilter(
  db: Database,
  scope: { tenantId: number; branchId: number },
  stationId: number,
): Promise<number[]> {
  const live = and(
    eq(kitchenStations.tenantId, scope.tenantId),
    eq(kitchenStations.branchId, scope.branchId),
    isNull(kitchenStations.archivedAt),
  );
  const [station] = await db
    .select({ id: kitchenStations.id })
    .from(kitchenStations)
    .where(and(live, eq(kitchenStations.id, stationId)));
  if (!station) throw notFound('Kitchen station');
  const links = await db
    .select({
      stationId: kitchenStationCategories.stationId,
      categoryId: kitchenStationCategories.categoryId,
    })
    .from(kitchenStationCategories)
    .innerJoin(kitchenStations, eq(kitchenStations.id, kitchenStationCategories.stationId))
    .where(live);
  const categories = await db
    .select({ id: menuCategories.id, parentId: menuCategories.parentId })
    .from(menuCategories)
    .where(eq(menuCategories.tenantId, scope.tenantId));
  return [...stationCategoryIds(stationId, links, categories)];
}
