// Undo of one catalogue change: what it replaced is saved again through the same writes, as a
// new audited change (so an undo is itself in the history, and can be undone).
import {
  type TCatalogueCategory,
  type TCatalogueItem,
  ZUpdateItemBody,
} from '@tableside/shared/contract/catalogue';
import type { TCatalogueChange } from '@tableside/shared/contract/catalogue-extras';
import type { Database } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { VersionConflictError } from '../../lib/version-conflict-error';
import type { EventBatch } from '../staff/event-batch';
import { type CatalogueDeps, inCatalogueTransaction } from './catalogue-deps';
import type { CatalogueScope } from './catalogue-scope';
import { updateCategory } from './category-writes';
import { setItemArchived, updateItem } from './item-writes';
import { describeChanges, selectChanges } from './list-history';

export const NOT_UNDOABLE_MESSAGE = 'This change can no longer be undone: it was changed since';

/** The save that puts an item back as it was (its live sizes and add-ons, by id). */
export function itemAsSaved(item: TCatalogueItem, version: number) {
  return ZUpdateItemBody.parse({
    categoryId: item.categoryId,
    name: item.name,
    description: item.description,
    foodType: item.foodType,
    isAlcoholic: item.isAlcoholic,
    calories: item.calories,
    tags: item.tags,
    sizes: item.sizes
      .filter((size) => !size.archived)
      .map(({ id, name, defaultPrice, isDefault }) => ({
        id,
        name,
        price: defaultPrice,
        isDefault,
      })),
    addOnGroup: item.addOnGroup,
    instructions: item.instructions,
    recommendedIds: item.recommendedIds,
    allergens: item.allergens,
    imageKey: item.imageKey,
    version,
  });
}

async function reapply(
  tx: Database,
  scope: CatalogueScope,
  change: TCatalogueChange,
): Promise<EventBatch> {
  const undoOf = change.id;
  const id = Number(change.entityId);
  if (change.entity === 'product') {
    const before = change.before as TCatalogueItem;
    const version = (change.after as TCatalogueItem).version;
    const result =
      change.action === 'catalogue.item.update'
        ? await updateItem(tx, scope, id, itemAsSaved(before, version), { undoOf })
        : await setItemArchived(tx, scope, id, { archived: before.archived, version }, { undoOf });
    return result.batch;
  }
  const before = change.before as TCatalogueCategory;
  const version = (change.after as TCatalogueCategory).version;
  const body =
    change.action === 'catalogue.category.rename'
      ? { name: before.name, version }
      : { archived: before.archived, version };
  return (await updateCategory(tx, scope, id, body, { undoOf })).batch;
}

export function undoChange(
  deps: CatalogueDeps,
  scope: CatalogueScope,
  changeId: number,
): Promise<TCatalogueChange> {
  return inCatalogueTransaction(deps, async (tx) => {
    const [row] = await selectChanges(tx, { tenantId: scope.tenantId, id: changeId, limit: 1 });
    if (!row) throw notFound('Change');
    const [change] = await describeChanges(tx, scope.tenantId, [row]);
    if (!change?.undoable) throw new AppError('CONFLICT', NOT_UNDOABLE_MESSAGE);
    let batch: EventBatch;
    try {
      batch = await reapply(tx, scope, change);
    } catch (error) {
      // Changed between the check and the lock: the same answer as a stale one.
      if (error instanceof VersionConflictError) {
        throw new AppError('CONFLICT', NOT_UNDOABLE_MESSAGE);
      }
      throw error;
    }
    const [undoRow] = await selectChanges(tx, {
      tenantId: scope.tenantId,
      undoOf: changeId,
      limit: 1,
    });
    if (!undoRow) throw new Error('undo wrote no audit record');
    const [undo] = await describeChanges(tx, scope.tenantId, [undoRow]);
    if (!undo) throw new Error('undo wrote no audit record');
    return { value: undo, batch };
  });
}
