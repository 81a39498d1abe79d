// The checks a station save makes before it writes: the categories are the brand's, the name
// is free at the branch, the version is the one the editor read.
import {
  STATION_CONFLICT_MESSAGE,
  STATION_NAME_TAKEN_MESSAGE,
} from '@tableside/shared/contract/kitchen-stations';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { kitchenStationCategories, kitchenStations, menuCategories } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { VersionConflictError } from '../../lib/version-conflict-error';
import type { StationScope } from './station-scope';

/** 400 naming the field: a category of another brand is as unknown as one that never was. */
export async function assertBrandCategories(
  tx: Database,
  tenantId: number,
  categoryIds: readonly number[],
): Promise<void> {
  if (categoryIds.length === 0) return;
  const found = await tx
    .select({ id: menuCategories.id })
    .from(menuCategories)
    .where(
      and(eq(menuCategories.tenantId, tenantId), inArray(menuCategories.id, [...categoryIds])),
    );
  const known = new Set(found.map((row) => row.id));
  const missing = categoryIds.find((id) => !known.has(id));
  if (missing !== undefined) {
    throw new AppError('BAD_REQUEST', `categoryIds: no such category ${missing}`);
  }
}

/** 409 when another station of the branch (archived ones too) has the name, in any case. */
export async function assertStationNameFree(
  tx: Database,
  scope: StationScope,
  name: string,
  exceptId?: number,
): Promise<void> {
  const [taken] = await tx
    .select({ id: kitchenStations.id })
    .from(kitchenStations)
    .where(
      and(
        eq(kitchenStations.branchId, scope.branchId),
        sql`lower(${kitchenStations.name}) = lower(${name})`,
        exceptId === undefined ? undefined : ne(kitchenStations.id, exceptId),
      ),
    );
  if (taken) throw new AppError('CONFLICT', STATION_NAME_TAKEN_MESSAGE);
}

export function assertVersion(current: number, edited: number): void {
  if (current !== edited) throw new VersionConflictError(STATION_CONFLICT_MESSAGE);
}

/** Replaces the categories the station names. */
export async function writeStationCategories(
  tx: Database,
  tenantId: number,
  stationId: number,
  categoryIds: readonly number[],
): Promise<void> {
  await tx
    .delete(kitchenStationCategories)
    .where(eq(kitchenStationCategories.stationId, stationId));
  if (categoryIds.length === 0) return;
  await tx
    .insert(kitchenStationCategories)
    .values(categoryIds.map((categoryId) => ({ stationId, categoryId, tenantId })));
}
