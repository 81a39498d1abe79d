// Category writes inside the caller's transaction: the routes and undo go through these. Each
// bumps the version, writes one audit record and queues the guests' menu refresh for every
// branch of the brand (the catalogue is the brand's; every branch's menu shows it).
//
// Archiving a top-level category hides its sub-categories from guests too, without archiving
// them: restoring it brings the tree back exactly as it was, and undo stays one change.
import {
  CATALOGUE_CONFLICT_MESSAGE,
  DUPLICATE_NAME_MESSAGE,
  type TArchiveBody,
  type TCatalogueCategory,
  type TCreateCategoryBody,
  type TUpdateCategoryBody,
} from '@tableside/shared/contract/catalogue';
import { and, eq, isNull, max, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { branches, menuCategories } from '../../db/schema/index';
import { AppError, notFound } from '../../lib/app-error';
import { VersionConflictError } from '../../lib/version-conflict-error';
import { EventBatch } from '../staff/event-batch';
import { auditCatalogue } from './catalogue-audit';
import { type CatalogueScope, fieldError } from './catalogue-scope';
import { notifyBranches } from './item-prices';
import { readCatalogueCategory } from './read-catalogue-categories';

export interface CategoryWriteResult {
  category: TCatalogueCategory;
  batch: EventBatch;
}

/** Every branch of the brand: a brand-level change reaches each one's guests. */
export async function brandBranchIds(tx: Database, tenantId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: branches.id })
    .from(branches)
    .where(eq(branches.tenantId, tenantId))
    .orderBy(branches.id);
  return rows.map((r) => r.id);
}

async function assertCategoryNameFree(
  tx: Database,
  scope: {
    tenantId: number;
    tab: string;
    parentId: number | null;
    name: string;
    exceptId?: number;
  },
) {
  const [clash] = await tx
    .select({ id: menuCategories.id })
    .from(menuCategories)
    .where(
      and(
        eq(menuCategories.tenantId, scope.tenantId),
        eq(menuCategories.tab, scope.tab as TCatalogueCategory['tab']),
        scope.parentId === null
          ? isNull(menuCategories.parentId)
          : eq(menuCategories.parentId, scope.parentId),
        isNull(menuCategories.archivedAt),
        sql`lower(${menuCategories.name}) = lower(${scope.name})`,
        scope.exceptId === undefined ? undefined : ne(menuCategories.id, scope.exceptId),
      ),
    )
    .limit(1);
  if (clash) throw new AppError('CONFLICT', `name: ${DUPLICATE_NAME_MESSAGE}`);
}

export async function insertCategory(
  tx: Database,
  scope: CatalogueScope,
  body: TCreateCategoryBody,
): Promise<CategoryWriteResult> {
  const { tenantId } = scope;
  if (body.parentId !== null) {
    const [parent] = await tx
      .select()
      .from(menuCategories)
      .where(and(eq(menuCategories.id, body.parentId), eq(menuCategories.tenantId, tenantId)));
    if (!parent || parent.archivedAt) throw fieldError('parentId', 'no such category');
    if (parent.parentId !== null || parent.tab !== body.tab) {
      throw fieldError('parentId', 'must be a top-level category of the same tab');
    }
  }
  await assertCategoryNameFree(tx, { tenantId, ...body });
  const [last] = await tx
    .select({ sortOrder: max(menuCategories.sortOrder) })
    .from(menuCategories)
    .where(
      and(
        eq(menuCategories.tenantId, tenantId),
        eq(menuCategories.tab, body.tab),
        body.parentId === null
          ? isNull(menuCategories.parentId)
          : eq(menuCategories.parentId, body.parentId),
      ),
    );
  const [row] = await tx
    .insert(menuCategories)
    .values({ tenantId, ...body, sortOrder: (last?.sortOrder ?? -1) + 1 })
    .returning({ id: menuCategories.id });
  if (!row) throw new Error('category insert returned nothing');
  const category = await readCatalogueCategory(tx, tenantId, row.id);
  await auditCatalogue(tx, scope, {
    action: 'category.create',
    entity: 'category',
    entityId: row.id,
    before: null,
    after: category,
  });
  // An empty category shows nothing to guests; their menu is unchanged.
  return { category, batch: new EventBatch() };
}

async function lockCategory(
  tx: Database,
  tenantId: number,
  categoryId: number,
  version: number,
): Promise<TCatalogueCategory> {
  const [locked] = await tx
    .select({ id: menuCategories.id })
    .from(menuCategories)
    .where(and(eq(menuCategories.id, categoryId), eq(menuCategories.tenantId, tenantId)))
    .for('update');
  if (!locked) throw notFound('Category');
  const current = await readCatalogueCategory(tx, tenantId, categoryId);
  if (current.version !== version) {
    throw new VersionConflictError(CATALOGUE_CONFLICT_MESSAGE, current);
  }
  return current;
}

/** Renames; or, with `archived`, archives or restores. */
export async function updateCategory(
  tx: Database,
  scope: CatalogueScope,
  categoryId: number,
  body: TUpdateCategoryBody | TArchiveBody,
  options: { undoOf?: number } = {},
): Promise<CategoryWriteResult> {
  const { tenantId } = scope;
  const before = await lockCategory(tx, tenantId, categoryId, body.version);
  const renaming = 'name' in body;
  const name = renaming ? body.name : before.name;
  if (renaming || before.archived) {
    await assertCategoryNameFree(tx, { ...before, tenantId, name, exceptId: categoryId });
  }
  const archivedAt = renaming
    ? undefined
    : body.archived
      ? before.archived
        ? sql`${menuCategories.archivedAt}`
        : sql`now()`
      : null;
  await tx
    .update(menuCategories)
    .set({ name, archivedAt, version: sql`${menuCategories.version} + 1` })
    .where(eq(menuCategories.id, categoryId));
  const category = await readCatalogueCategory(tx, tenantId, categoryId);
  const action = renaming ? 'rename' : category.archived ? 'archive' : 'restore';
  await auditCatalogue(tx, scope, {
    action: `category.${action}`,
    entity: 'category',
    entityId: categoryId,
    before,
    after: category,
    undoOf: options.undoOf,
  });
  const batch = new EventBatch();
  if (before.name !== category.name || before.archived !== category.archived) {
    notifyBranches(batch, await brandBranchIds(tx, tenantId), 'menu');
  }
  return { category, batch };
}
