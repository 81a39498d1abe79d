// Shared set-up of the promotion editor tests: signed-in headers, route builders, demo rows.

import { PROMOTIONS_ADMIN_ROUTES as R } from '@tableside/shared/contract/promotions-admin';
import { buildPath } from '@tableside/shared/contract/routes';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import type { Database } from '../../src/db/client';
import { menuCategories, products } from '../../src/db/schema/index';
import type { TestApp } from '../helpers/test-app';

export const BRANCH = 1;
export const OTHER_BRANCH = 2;
export const OTHER_BRAND_BRANCH = 3;

export const path = (
  route: keyof typeof R,
  params: { branchId?: number; groupId?: number; promotionId?: number } = {},
) => buildPath(R[route] as string, { branchId: BRANCH, ...params });

type Method = 'GET' | 'POST' | 'PUT';

export function caller(t: TestApp) {
  return (method: Method, url: string, headers: Record<string, string>, payload?: unknown) => {
    const options: InjectOptions = { method, url, headers };
    if (payload !== undefined) options.payload = payload as InjectOptions['payload'];
    return t.app.inject(options);
  };
}

/** The first `n` items of a brand, in id order. */
export async function productIdsOf(db: Database, tenantId: number, n: number) {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.tenantId, tenantId), isNull(products.archivedAt)))
    .orderBy(asc(products.id))
    .limit(n);
  return rows.map((r) => r.id);
}

export async function categoryIdOf(db: Database, tenantId: number) {
  const [row] = await db
    .select({ id: menuCategories.id })
    .from(menuCategories)
    .where(and(eq(menuCategories.tenantId, tenantId), isNull(menuCategories.parentId)))
    .orderBy(asc(menuCategories.id))
    .limit(1);
  if (!row) throw new Error('no category');
  return row.id;
}

export const promotionBody = (more: Record<string, unknown> = {}) => ({
  title: 'Happy hour',
  description: 'Two for one on drafts',
  bannerUrl: 'https://example.com/banner.jpg',
  ...more,
});
