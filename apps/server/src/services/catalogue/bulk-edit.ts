import { CATALOGUE_LIMITS, type TCatalogueItem } from '@tableside/shared/contract/catalogue';
import type { TBulkEditBody, TBulkEditResult } from '@tableside/shared/contract/catalogue-extras';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { products } from '../../db/schema/index';
import { badRequest, notFound } from '../../lib/app-error';
import { rooms } from '../../realtime/rooms';
import { EventBatch } from '../staff/event-batch';
import type { StaffDeps } from '../staff/staff-deps';
import { bumpProductVersion } from './branch-size-row';
import { applyBulkAvailability } from './bulk-availability';
import { applyBulkPrice } from './bulk-price';
import { auditCatalogue } from './catalogue-audit';
import type { CatalogueScope } from './catalogue-scope';
import { assertItemNameFree, resolveItemCategory } from './item-checks';
import { writeTags } from './item-extras';
import { readCatalogueItems } from './read-catalogue-items';

/**
 * Many items at once (the editor's selection): price by an amount or a percent, another
 * category, on or off at this branch, tags added or removed. One transaction: one refused
 * item (a price below 0, a name taken in the new category) refuses all. Each item that changed
 * moves its version and gets its own audit record (before and after), so history and undo
 * treat it like a single edit; guests are told once.
 */
export async function bulkEdit(
  deps: StaffDeps,
  scope: CatalogueScope,
  body: TBulkEditBody,
): Promise<TBulkEditResult> {
  const batch = new EventBatch();
  const ids = [...new Set(body.productIds)].sort((a, b) => a - b);
  const result = await deps.db.transaction(async (tx) => {
    const locked = await tx
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.tenantId, scope.tenantId), inArray(products.id, ids)))
      .orderBy(products.id)
      .for('update');
    if (locked.length !== ids.length) {
      const missing = ids.find((id) => !locked.some((row) => row.id === id));
      throw notFound(`Product ${missing}`);
    }
    const before = await readCatalogueItems(tx, scope, ids);
    const changed = await applyChange(tx, batch, scope, before, body.change);
    if (changed.size === 0) return { changed: 0 };
    const after = new Map(
      (await readCatalogueItems(tx, scope, [...changed])).map((i) => [i.id, i]),
    );
    for (const item of before.filter((i) => changed.has(i.id))) {
      await bumpProductVersion(tx, item.id);
      const now = after.get(item.id);
      await auditCatalogue(tx, scope, {
        action: `bulk.${body.change.kind}`,
        entity: 'product',
        entityId: item.id,
        before: item,
        after: now ? { ...now, version: now.version + 1 } : null,
      });
    }
    return { changed: changed.size };
  });
  batch.publishTo(deps.publisher);
  return result;
}

async function applyChange(
  tx: Database,
  batch: EventBatch,
  scope: CatalogueScope,
  items: readonly TCatalogueItem[],
  change: TBulkEditBody['change'],
): Promise<Set<number>> {
  const tellGuests = (reason: 'price' | 'menu', changed: Set<number>) => {
    if (changed.size > 0) {
      batch.add(rooms.price(scope.branchId), 'updatePrice', { branchId: scope.branchId, reason });
    }
    return changed;
  };
  switch (change.kind) {
    case 'price':
      return tellGuests('price', await applyBulkPrice(tx, batch, scope, items, change));
    case 'availability': {
      const sizesOf = new Map(items.map((item) => [item.id, item.sizes.map((size) => size.id)]));
      return applyBulkAvailability(tx, batch, scope, sizesOf, change.available);
    }
    case 'category': {
      const category = await resolveItemCategory(tx, scope.tenantId, change.categoryId);
      const moving = items.filter((item) => item.categoryId !== category.id);
      for (const item of moving) {
        if (!item.archived) {
          await assertItemNameFree(tx, {
            tenantId: scope.tenantId,
            categoryId: category.id,
            name: item.name,
            exceptId: item.id,
          });
        }
      }
      if (moving.length > 0) {
        await tx
          .update(products)
          .set({ categoryId: category.id })
          .where(
            inArray(
              products.id,
              moving.map((item) => item.id),
            ),
          );
      }
      return tellGuests('menu', new Set(moving.map((item) => item.id)));
    }
    case 'tags': {
      const changed = new Set<number>();
      for (const item of items) {
        const kept = item.tags.filter((tag) => !change.remove.includes(tag));
        const next = [
          ...new Set([...kept, ...change.add.filter((t) => !change.remove.includes(t))]),
        ];
        const same = next.length === item.tags.length && next.every((t) => item.tags.includes(t));
        if (same) continue;
        if (next.length > CATALOGUE_LIMITS.tags) {
          throw badRequest(
            `change.add: ${item.name} would have more than ${CATALOGUE_LIMITS.tags} tags`,
          );
        }
        await writeTags(tx, scope.tenantId, item.id, next);
        changed.add(item.id);
      }
      return tellGuests('menu', changed);
    }
  }
}
