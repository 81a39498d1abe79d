// Shared set-up of the kitchen-station tests: calls as a signed-in member, a station made
// through the API, and demo categories with their sizes on sale at a branch.
import {
  KITCHEN_STATION_ROUTES,
  type TKitchenStation,
} from '@tableside/shared/contract/kitchen-stations';
import { buildPath } from '@tableside/shared/contract/routes';
import { and, asc, eq, isNotNull, isNull, ne } from 'drizzle-orm';
import { expect } from 'vitest';
import { branchMenuItems, menuCategories, menuItems, products } from '../../src/db/schema/index';
import type { TestApp } from '../helpers/test-app';

type Method = 'GET' | 'POST' | 'PUT';

export function call(
  t: TestApp,
  headers: Record<string, string>,
  method: Method,
  url: string,
  payload?: object,
) {
  return t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
}

export const stationsUrl = (branchId: number) =>
  buildPath(KITCHEN_STATION_ROUTES.stations, { branchId });
export const stationUrl = (branchId: number, stationId: number) =>
  buildPath(KITCHEN_STATION_ROUTES.station, { branchId, stationId });

export async function createStation(
  t: TestApp,
  headers: Record<string, string>,
  branchId: number,
  body: { name: string; categoryIds?: number[] },
): Promise<TKitchenStation> {
  const res = await call(t, headers, 'POST', stationsUrl(branchId), body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** A sub-category of the tenant with its parent, both selling something at the branch. */
export async function subCategoryWithParent(t: TestApp, tenantId: number) {
  const [row] = await t.db
    .select({ id: menuCategories.id, parentId: menuCategories.parentId })
    .from(menuCategories)
    .where(and(eq(menuCategories.tenantId, tenantId), isNotNull(menuCategories.parentId)))
    .orderBy(asc(menuCategories.id))
    .limit(1);
  if (!row?.parentId) throw new Error(`tenant ${tenantId} has no sub-category`);
  return { subId: row.id, parentId: row.parentId };
}

/** The first size on sale at the branch of a product in the category. */
export async function sizeInCategory(t: TestApp, branchId: number, categoryId: number) {
  const [row] = await t.db
    .select({ id: menuItems.id })
    .from(menuItems)
    .innerJoin(products, eq(products.id, menuItems.productId))
    .innerJoin(branchMenuItems, eq(branchMenuItems.menuItemId, menuItems.id))
    .where(
      and(
        eq(products.categoryId, categoryId),
        eq(branchMenuItems.branchId, branchId),
        eq(branchMenuItems.isAvailable, true),
      ),
    )
    .orderBy(asc(menuItems.id))
    .limit(1);
  if (!row) throw new Error(`branch ${branchId} sells nothing of category ${categoryId}`);
  return row.id;
}

/** Another top-level category of the tenant than `exceptId`, with a size on sale at the branch. */
export async function otherSellingCategory(
  t: TestApp,
  tenantId: number,
  branchId: number,
  exceptId: number,
) {
  const [row] = await t.db
    .selectDistinct({ id: menuCategories.id })
    .from(menuCategories)
    .innerJoin(products, eq(products.categoryId, menuCategories.id))
    .innerJoin(menuItems, eq(menuItems.productId, products.id))
    .innerJoin(branchMenuItems, eq(branchMenuItems.menuItemId, menuItems.id))
    .where(
      and(
        eq(menuCategories.tenantId, tenantId),
        isNull(menuCategories.parentId),
        ne(menuCategories.id, exceptId),
        eq(branchMenuItems.branchId, branchId),
        eq(branchMenuItems.isAvailable, true),
      ),
    )
    .orderBy(asc(menuCategories.id))
    .limit(1);
  if (!row) throw new Error(`tenant ${tenantId} has no other category on sale`);
  return row.id;
}
