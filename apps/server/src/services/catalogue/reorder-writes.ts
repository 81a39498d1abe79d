// Drag-to-reorder of categories (under one parent) and of a category's items. The order is not
// what another editor's save writes, so a reorder bumps no version (it cannot make an open
// editor stale); it is audited, and guests' menus follow at once.
import type {
  TReorderCategoriesBody,
  TReorderItemsBody,
} from '@tableside/shared/contract/catalogue';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { menuCategories, products } from '../../db/schema/index';
import { writeAudit } from '../../lib/audit';
import { EventBatch } from '../staff/event-batch';
import { CATALOGUE_ACTION_PREFIX } from './catalogue-audit';
import { type CatalogueScope, fieldError } from './catalogue-scope';
import { brandBranchIds } from './category-writes';
import { notifyBranches } from './item-prices';

/**
 * The new order of `siblings`: the named ones first as named, the rest after them in their old
 * order (an editor that hides archived rows need not name them). 400 for a stranger or a repeat.
 */
function newOrder(siblings: readonly number[], orderedIds: readonly number[]): number[] {
  const known = new Set(siblings);
  const seen = new Set<number>();
  for (const [index, id] of orderedIds.entries()) {
    if (!known.has(id)) throw fieldError(`orderedIds.${index}`, 'is not in this list');
    if (seen.has(id)) throw fieldError(`orderedIds.${index}`, 'is listed twice');
    seen.add(id);
  }
  return [...orderedIds, ...siblings.filter((id) => !seen.has(id))];
}

export async function reorderCategories(
  tx: Database,
  scope: CatalogueScope,
  body: TReorderCategoriesBody,
): Promise<EventBatch> {
  const { tenantId } = scope;
  const rows = await tx
    .select({ id: menuCategories.id })
    .from(menuCategories)
    .where(
      and(
        eq(menuCategories.tenantId, tenantId),
        eq(menuCategories.tab, body.tab),
        body.parentId === null
          ? isNull(menuCategories.parentId)
          : eq(menuCategories.parentId, body.parentId),
      ),
    )
    .orderBy(asc(menuCategories.sortOrder), asc(menuCategories.id))
    .for('update');
  const before = rows.map((r) => r.id);
  const after = newOrder(before, body.orderedIds);
  for (const [sortOrder, id] of after.entries()) {
    await tx.update(menuCategories).set({ sortOrder }).where(eq(menuCategories.id, id));
  }
  await writeAudit(tx, {
    tenantId,
    staffUserId: scope.staffUserId,
    action: `${CATALOGUE_ACTION_PREFIX}category.reorder`,
    entity: 'category',
    entityId: body.parentId ?? body.tab,
    detail: { before, after },
  });
  const batch = new EventBatch();
  if (before.join() !== after.join())
    notifyBranches(batch, await brandBranchIds(tx, tenantId), 'menu');
  return batch;
}

export async function reorderItems(
  tx: Database,
  scope: CatalogueScope,
  body: TReorderItemsBody,
): Promise<EventBatch> {
  const { tenantId } = scope;
  const [category] = await tx
    .select({ id: menuCategories.id })
    .from(menuCategories)
    .where(and(eq(menuCategories.id, body.categoryId), eq(menuCategories.tenantId, tenantId)));
  if (!category) throw fieldError('categoryId', 'no such category');
  const rows = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.tenantId, tenantId), eq(products.categoryId, body.categoryId)))
    .orderBy(asc(products.sortOrder), asc(products.id))
    .for('update');
  const before = rows.map((r) => r.id);
  const after = newOrder(before, body.orderedIds);
  for (const [sortOrder, id] of after.entries()) {
    await tx.update(products).set({ sortOrder }).where(eq(products.id, id));
  }
  await writeAudit(tx, {
    tenantId,
    staffUserId: scope.staffUserId,
    action: `${CATALOGUE_ACTION_PREFIX}item.reorder`,
    entity: 'category',
    entityId: body.categoryId,
    detail: { before, after },
  });
  const batch = new EventBatch();
  if (before.join() !== after.join())
    notifyBranches(batch, await brandBranchIds(tx, tenantId), 'menu');
  return batch;
}
