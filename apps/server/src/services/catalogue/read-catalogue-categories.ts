import type { TCatalogueCategory } from '@tableside/shared/contract/catalogue';
import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { menuCategories, products } from '../../db/schema/index';
import { notFound } from '../../lib/app-error';

/** The tenant's categories (all, or these ids), archived ones included, in menu order. */
export async function readCatalogueCategories(
  tx: Database,
  tenantId: number,
  ids?: readonly number[],
): Promise<TCatalogueCategory[]> {
  if (ids?.length === 0) return [];
  // In turn, not Promise.all: a transaction's one connection runs one query at a time.
  const rows = await tx
    .select()
    .from(menuCategories)
    .where(
      and(
        eq(menuCategories.tenantId, tenantId),
        ids ? inArray(menuCategories.id, [...ids]) : undefined,
      ),
    )
    .orderBy(asc(menuCategories.tab), asc(menuCategories.sortOrder), asc(menuCategories.id));
  const counts = await tx
    .select({ categoryId: products.categoryId, items: count() })
    .from(products)
    .where(and(eq(products.tenantId, tenantId), isNull(products.archivedAt)))
    .groupBy(products.categoryId);
  const itemsIn = new Map(counts.map((c) => [c.categoryId, Number(c.items)]));
  return rows.map((row) => ({
    id: row.id,
    tab: row.tab,
    name: row.name,
    parentId: row.parentId,
    sortOrder: row.sortOrder,
    archived: row.archivedAt !== null,
    itemCount: itemsIn.get(row.id) ?? 0,
    version: row.version,
  }));
}

export async function readCatalogueCategory(
  tx: Database,
  tenantId: number,
  categoryId: number,
): Promise<TCatalogueCategory> {
  const [category] = await readCatalogueCategories(tx, tenantId, [categoryId]);
  if (!category) throw notFound('Category');
  return category;
}
