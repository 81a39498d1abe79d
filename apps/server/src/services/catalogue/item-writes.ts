// The product aggregate's writes, inside the caller's transaction and free of HTTP: the
// catalogue routes, undo and the menu import all save items through these. Each one bumps the
// version, writes one audit record and queues the guests' menu refresh in `batch`, which the
// caller publishes after commit.
import {
  CATALOGUE_CONFLICT_MESSAGE,
  type TArchiveBody,
  type TCatalogueItem,
  type TCreateItemBody,
  type TUpdateItemBody,
} from '@tableside/shared/contract/catalogue';
import { and, eq, max, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { products } from '../../db/schema/index';
import { notFound } from '../../lib/app-error';
import { VersionConflictError } from '../../lib/version-conflict-error';
import { EventBatch } from '../staff/event-batch';
import { auditCatalogue } from './catalogue-audit';
import type { CatalogueScope } from './catalogue-scope';
import {
  assertItemNameFree,
  assertUploadedImage,
  checkRecommendations,
  resolveItemCategory,
} from './item-checks';
import {
  writeAddOns,
  writeAllergens,
  writeInstructions,
  writeRecommendations,
  writeTags,
} from './item-extras';
import { followDefaultPrices, notifyBranches } from './item-prices';
import { addBranchRows, branchesCarrying, writeSizes } from './item-sizes';
import { readCatalogueItem } from './read-catalogue-items';

export interface ItemWriteOptions {
  /** Events to publish after commit; pass one to collect several writes' events. */
  batch?: EventBatch;
  /** Recorded on the audit record of an undo. */
  undoOf?: number;
}

export interface ItemWriteResult {
  item: TCatalogueItem;
  batch: EventBatch;
}

type ItemFields = Omit<TCreateItemBody, 'sizes' | 'addOnGroup' | 'tags' | 'instructions'>;

/** The product row's columns from a save (the name is both the item and the display name). */
const productColumns = (body: ItemFields) => ({
  categoryId: body.categoryId,
  itemName: body.name,
  displayName: body.name,
  description: body.description,
  // The catalogue keeps a food type on every product; drinks and smoke count as vegetarian.
  foodType: body.foodType ?? ('VEGETARIAN' as const),
  isAlcoholic: body.isAlcoholic,
  calories: body.calories,
});

async function checkItem(
  tx: Database,
  scope: CatalogueScope,
  body: TCreateItemBody,
  productId: number | null,
) {
  await resolveItemCategory(tx, scope.tenantId, body.categoryId);
  await assertItemNameFree(tx, {
    tenantId: scope.tenantId,
    categoryId: body.categoryId,
    name: body.name,
    exceptId: productId ?? undefined,
  });
  return checkRecommendations(tx, scope.tenantId, productId, body.recommendedIds);
}

async function writeParts(
  tx: Database,
  tenantId: number,
  productId: number,
  body: TCreateItemBody,
  recommendedIds: number[],
) {
  await writeAddOns(tx, tenantId, productId, body.addOnGroup);
  await writeInstructions(tx, tenantId, productId, body.instructions);
  await writeTags(tx, tenantId, productId, body.tags);
  await writeAllergens(tx, tenantId, productId, body.allergens);
  await writeRecommendations(tx, tenantId, productId, recommendedIds);
}

/** A new item, last in its category, on the menu of the scope's branch at the default prices. */
export async function insertItem(
  tx: Database,
  scope: CatalogueScope,
  body: TCreateItemBody,
  options: ItemWriteOptions = {},
): Promise<ItemWriteResult> {
  const { tenantId, branchId } = scope;
  const batch = options.batch ?? new EventBatch();
  const recommendedIds = await checkItem(tx, scope, body, null);
  if (body.imageKey) await assertUploadedImage(tx, tenantId, body.imageKey);
  const [last] = await tx
    .select({ sortOrder: max(products.sortOrder) })
    .from(products)
    .where(eq(products.categoryId, body.categoryId));
  const [row] = await tx
    .insert(products)
    .values({
      tenantId,
      ...productColumns(body),
      imageKey: body.imageKey,
      sortOrder: (last?.sortOrder ?? -1) + 1,
    })
    .returning({ id: products.id });
  if (!row) throw new Error('product insert returned nothing');
  const sizes = await writeSizes(tx, tenantId, row.id, body.sizes);
  await addBranchRows(tx, tenantId, [branchId], sizes.addedIds, {
    min: body.addOnGroup?.min ?? 0,
    max: body.addOnGroup?.max ?? 0,
  });
  await writeParts(tx, tenantId, row.id, body, recommendedIds);
  const item = await readCatalogueItem(tx, scope, row.id);
  await auditCatalogue(tx, scope, {
    action: 'item.create',
    entity: 'product',
    entityId: row.id,
    before: null,
    after: item,
    undoOf: options.undoOf,
  });
  notifyBranches(batch, [branchId], 'menu');
  return { item, batch };
}

/** Reads the item under a row lock, 404 for another tenant's, 409 (with it) when stale. */
export async function lockItem(
  tx: Database,
  scope: CatalogueScope,
  productId: number,
  version: number,
): Promise<TCatalogueItem> {
  const [locked] = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.tenantId, scope.tenantId)))
    .for('update');
  if (!locked) throw notFound('Product');
  const current = await readCatalogueItem(tx, scope, productId);
  if (current.version !== version) {
    throw new VersionConflictError(CATALOGUE_CONFLICT_MESSAGE, current);
  }
  return current;
}

/** Saves the whole item; sizes and add-ons keep their ids, those left out are archived. */
export async function updateItem(
  tx: Database,
  scope: CatalogueScope,
  productId: number,
  body: TUpdateItemBody,
  options: ItemWriteOptions = {},
): Promise<ItemWriteResult> {
  const { tenantId } = scope;
  const batch = options.batch ?? new EventBatch();
  const before = await lockItem(tx, scope, productId, body.version);
  const recommendedIds = await checkItem(tx, scope, body, productId);
  // The upload is shown by its key; image_url (a shipped demo image) stays as the fallback.
  if (body.imageKey && body.imageKey !== before.imageKey) {
    await assertUploadedImage(tx, tenantId, body.imageKey);
  }
  await tx
    .update(products)
    .set({
      ...productColumns(body),
      imageKey: body.imageKey,
      version: sql`${products.version} + 1`,
    })
    .where(eq(products.id, productId));
  const sizes = await writeSizes(tx, tenantId, productId, body.sizes);
  const branchIds = await branchesCarrying(tx, productId);
  await addBranchRows(tx, tenantId, branchIds, sizes.addedIds, {
    min: body.addOnGroup?.min ?? 0,
    max: body.addOnGroup?.max ?? 0,
  });
  await writeParts(tx, tenantId, productId, body, recommendedIds);
  const repricedBranches = await followDefaultPrices(tx, batch, tenantId, sizes.priceChanges);
  const item = await readCatalogueItem(tx, scope, productId);
  await auditCatalogue(tx, scope, {
    action: 'item.update',
    entity: 'product',
    entityId: productId,
    before,
    after: item,
    undoOf: options.undoOf,
  });
  notifyBranches(batch, repricedBranches, 'price');
  if (guestsSeeChange(before, item)) {
    notifyBranches(
      batch,
      branchIds.filter((id) => !repricedBranches.includes(id)),
      'menu',
    );
  }
  return { item, batch };
}

/** Archives (hides from guests, keeps for history) or restores an item. */
export async function setItemArchived(
  tx: Database,
  scope: CatalogueScope,
  productId: number,
  body: TArchiveBody,
  options: ItemWriteOptions = {},
): Promise<ItemWriteResult> {
  const batch = options.batch ?? new EventBatch();
  const before = await lockItem(tx, scope, productId, body.version);
  if (!body.archived && before.archived) {
    // Restoring must not make two live items of one name in a category.
    await assertItemNameFree(tx, {
      tenantId: scope.tenantId,
      categoryId: before.categoryId,
      name: before.name,
      exceptId: productId,
    });
  }
  await tx
    .update(products)
    .set({
      archivedAt: body.archived
        ? before.archived
          ? sql`${products.archivedAt}`
          : sql`now()`
        : null,
      version: sql`${products.version} + 1`,
    })
    .where(eq(products.id, productId));
  const item = await readCatalogueItem(tx, scope, productId);
  await auditCatalogue(tx, scope, {
    action: body.archived ? 'item.archive' : 'item.restore',
    entity: 'product',
    entityId: productId,
    before,
    after: item,
    undoOf: options.undoOf,
  });
  if (before.archived !== item.archived) {
    notifyBranches(batch, await branchesCarrying(tx, productId), 'menu');
  }
  return { item, batch };
}

/** Whether the guests' menu shows anything different (the version alone is not a change). */
function guestsSeeChange(before: TCatalogueItem, after: TCatalogueItem): boolean {
  const { version: _b, ...a } = before;
  const { version: _a, ...b } = after;
  return JSON.stringify(a) !== JSON.stringify(b);
}
