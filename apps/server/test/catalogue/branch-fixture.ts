// Shared set-up of the branch and bulk catalogue tests: the manager's calls, guest reads of
// the menu, and the demo's ids (brand 1: branches 1 and 2; brand 2: branch 3).
import { CATALOGUE_ROUTES } from '@tableside/shared/contract/catalogue-extras';
import { TENANT_HEADER } from '@tableside/shared/contract/common';
import type { TMenuProduct, TMenuResponse } from '@tableside/shared/contract/menu';
import { GUEST_ROUTES } from '@tableside/shared/contract/routes';
import { and, eq } from 'drizzle-orm';
import { auditLog, branchMenuItems } from '../../src/db/schema/index';
import type { TestApp } from '../helpers/test-app';

export const BRANCH = 1;
export const OTHER_BRANCH = 2;
export const OTHER_TENANT_BRANCH = 3;

export const route = (path: string, params: Record<string, number>) =>
  Object.entries(params).reduce((url, [key, value]) => url.replace(`:${key}`, String(value)), path);

export function putSize(
  t: TestApp,
  headers: Record<string, string>,
  menuItemId: number,
  payload: object,
  branchId = BRANCH,
) {
  return t.app.inject({
    method: 'PUT',
    url: route(CATALOGUE_ROUTES.sizeBranch, { branchId, menuItemId }),
    headers,
    payload,
  });
}

export function putItemBranch(
  t: TestApp,
  headers: Record<string, string>,
  productId: number,
  onMenu: boolean,
  branchId = BRANCH,
) {
  return t.app.inject({
    method: 'PUT',
    url: route(CATALOGUE_ROUTES.itemBranch, { branchId, productId }),
    headers,
    payload: { onMenu },
  });
}

export function postBulk(
  t: TestApp,
  headers: Record<string, string>,
  payload: object,
  branchId = BRANCH,
) {
  return t.app.inject({
    method: 'POST',
    url: route(CATALOGUE_ROUTES.bulk, { branchId }),
    headers,
    payload,
  });
}

/** The guests' menu of a branch, flattened to its product cards. */
export async function menuProducts(t: TestApp, branchId = BRANCH): Promise<TMenuProduct[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: `${GUEST_ROUTES.menu}?branchId=${branchId}`,
    headers: { [TENANT_HEADER]: '1' },
  });
  if (res.statusCode !== 200) throw new Error(`menu ${res.statusCode}: ${res.body}`);
  const menu: TMenuResponse = res.json();
  return menu.flatMap((c) => [
    ...c.menuResponseDetails,
    ...c.subCategories.flatMap((s) => s.menuResponseDetails),
  ]);
}

/** A size as guests see it on the menu (undefined: not on the menu). */
export async function guestSize(t: TestApp, menuItemId: number, branchId = BRANCH) {
  const products = await menuProducts(t, branchId);
  return products.flatMap((p) => p.menuItems).find((m) => m.menuItemMasterId === menuItemId)
    ?.branchSettings;
}

export async function branchRow(t: TestApp, menuItemId: number, branchId = BRANCH) {
  const [row] = await t.db
    .select()
    .from(branchMenuItems)
    .where(and(eq(branchMenuItems.branchId, branchId), eq(branchMenuItems.menuItemId, menuItemId)));
  return row;
}

export async function auditOf(t: TestApp, productId: number) {
  return t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'product'), eq(auditLog.entityId, String(productId))))
    .orderBy(auditLog.id);
}
