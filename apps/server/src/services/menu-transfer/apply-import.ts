// Writes a checked, diffed import inside the caller's transaction: categories first, then
// each added or changed item through the catalogue's own item writes (same checks, audit
// and guest refresh as the editor), then this branch's prices and availability, then the
// recommendations (by name, once every item has an id), then what the file no longer has.
import type { TCatalogueItem, TCreateItemBody } from '@tableside/shared/contract/catalogue';
import { ZCreateItemBody } from '@tableside/shared/contract/catalogue';
import type { TMenuExport, TMenuExportItem } from '@tableside/shared/contract/menu-transfer';
import { toMinor } from '@tableside/shared/domain/money';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { branchMenuItems, menuItems, products } from '../../db/schema/index';
import type { CatalogueScope } from '../catalogue/catalogue-scope';
import { writeRecommendations } from '../catalogue/item-extras';
import { addBranchRows, branchesCarrying } from '../catalogue/item-sizes';
import { insertItem, setItemArchived, updateItem } from '../catalogue/item-writes';
import { readCatalogueItem } from '../catalogue/read-catalogue-items';
import { repriceBranchSize } from '../staff/change-price';
import type { EventBatch } from '../staff/event-batch';
import { categoryKey, ensureCategories } from './apply-categories';
import type { MenuDiff } from './diff-menu';
import { itemKey } from './read-branch-menu';

export interface ApplyInput {
  scope: CatalogueScope;
  incoming: TMenuExport;
  plan: MenuDiff;
  /** The branch's menu before the import: key -> product id. */
  productOf: Map<string, { id: number; version: number }>;
  /** Image keys usable by this brand (others are dropped). */
  images: Set<string>;
  batch: EventBatch;
}

function itemBody(
  item: TMenuExportItem,
  categoryId: number,
  images: Set<string>,
  current: TCatalogueItem | null,
  recommendedIds: number[],
): TCreateItemBody {
  // A live size of the name before an archived one (which a save would bring back).
  const sizes = [...(current?.sizes ?? [])].sort((a, b) => Number(a.archived) - Number(b.archived));
  const sizeId = (name: string) =>
    sizes.find((s) => s.name.toLowerCase() === name.toLowerCase())?.id;
  const addOnId = (name: string) =>
    current?.addOnGroup?.addOns.find((a) => a.name.toLowerCase() === name.toLowerCase())?.id;
  return ZCreateItemBody.parse({
    categoryId,
    name: item.name,
    description: item.description,
    foodType: item.foodType,
    isAlcoholic: item.isAlcoholic,
    calories: item.calories,
    tags: item.tags,
    sizes: item.sizes.map((s) => ({
      id: sizeId(s.name),
      name: s.name,
      price: s.defaultPrice,
      isDefault: s.isDefault,
    })),
    addOnGroup: item.addOnGroup && {
      ...item.addOnGroup,
      addOns: item.addOnGroup.addOns.map((a) => ({ ...a, id: addOnId(a.name) })),
    },
    instructions: item.instructions,
    recommendedIds,
    allergens: item.allergens,
    imageKey: item.imageKey && images.has(item.imageKey) ? item.imageKey : null,
  });
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The save that would leave the item as it is (to skip saves that change nothing). */
function bodyOf(current: TCatalogueItem): TCreateItemBody | null {
  const live = current.sizes.filter((s) => !s.archived);
  // Older rows may not pass today's rules (no default size): then it is saved anew.
  const parsed = ZCreateItemBody.safeParse({
    categoryId: current.categoryId,
    name: current.name,
    description: current.description,
    foodType: current.foodType,
    isAlcoholic: current.isAlcoholic,
    calories: current.calories,
    tags: current.tags,
    sizes: live.map((s) => ({
      id: s.id,
      name: s.name,
      price: s.defaultPrice,
      isDefault: s.isDefault,
    })),
    addOnGroup: current.addOnGroup,
    instructions: current.instructions,
    recommendedIds: current.recommendedIds,
    allergens: current.allergens,
    imageKey: current.imageKey,
  });
  return parsed.success ? parsed.data : null;
}

/** A live product of the brand in this category by name (on another branch's menu only). */
async function brandProduct(tx: Database, tenantId: number, categoryId: number, name: string) {
  const [row] = await tx
    .select({ id: products.id, version: products.version })
    .from(products)
    .where(
      and(
        eq(products.tenantId, tenantId),
        eq(products.categoryId, categoryId),
        isNull(products.archivedAt),
        sql`lower(${products.displayName}) = lower(${name})`,
      ),
    )
    .limit(1);
  return row;
}

/** This branch's price and availability of each size, as the file has them. */
async function setBranchSizes(
  tx: Database,
  scope: CatalogueScope,
  batch: EventBatch,
  productId: number,
  item: TMenuExportItem,
) {
  const rows = await tx
    .select({
      menuItemId: menuItems.id,
      name: menuItems.sizeName,
      available: branchMenuItems.isAvailable,
      priceMinor: branchMenuItems.priceMinor,
    })
    .from(menuItems)
    .innerJoin(branchMenuItems, eq(branchMenuItems.menuItemId, menuItems.id))
    .where(
      and(
        eq(menuItems.productId, productId),
        isNull(menuItems.archivedAt),
        eq(branchMenuItems.branchId, scope.branchId),
      ),
    );
  for (const size of item.sizes) {
    const row = rows.find((r) => r.name.toLowerCase() === size.name.toLowerCase());
    if (!row) continue;
    if (row.priceMinor !== toMinor(size.price)) {
      await repriceBranchSize(tx, batch, {
        tenantId: scope.tenantId,
        branchId: scope.branchId,
        menuItemId: row.menuItemId,
        priceMinor: toMinor(size.price),
      });
    }
    if (row.available !== size.available) {
      await tx
        .update(branchMenuItems)
        .set({ isAvailable: size.available })
        .where(
          and(
            eq(branchMenuItems.branchId, scope.branchId),
            eq(branchMenuItems.menuItemId, row.menuItemId),
          ),
        );
    }
  }
}

export async function applyImport(tx: Database, input: ApplyInput): Promise<void> {
  const { scope, incoming, plan, productOf, images, batch } = input;
  const { tenantId, branchId } = scope;
  const categoryIds = await ensureCategories(tx, tenantId, incoming.categories);
  const idOfKey = new Map([...productOf].map(([key, p]) => [key, p.id]));
  const touched: { index: number; productId: number }[] = [];
  const recommendedNow = new Map<number, number[]>();

  for (const index of [...plan.addedIndexes, ...plan.changedIndexes]) {
    const item = incoming.items[index];
    if (!item) continue;
    const categoryId = categoryIds.get(categoryKey(item.tab, item.category, item.subCategory));
    if (categoryId === undefined) throw new Error(`no category for ${item.name}`);
    const known =
      productOf.get(itemKey(item)) ?? (await brandProduct(tx, tenantId, categoryId, item.name));
    let productId: number;
    if (!known) {
      const body = itemBody(item, categoryId, images, null, []);
      productId = (await insertItem(tx, scope, body, { batch })).item.id;
    } else {
      const current = await readCatalogueItem(tx, scope, known.id);
      recommendedNow.set(known.id, current.recommendedIds);
      const body = itemBody(item, categoryId, images, current, current.recommendedIds);
      // The brand's item may already be as the file has it (another branch's menu): no save.
      if (!same(body, bodyOf(current))) {
        await updateItem(tx, scope, known.id, { ...body, version: current.version }, { batch });
      }
      productId = known.id;
      if (!current.onMenu) {
        const live = await tx
          .select({ id: menuItems.id })
          .from(menuItems)
          .where(and(eq(menuItems.productId, productId), isNull(menuItems.archivedAt)));
        await addBranchRows(
          tx,
          tenantId,
          [branchId],
          live.map((r) => r.id),
          {
            min: item.addOnGroup?.min ?? 0,
            max: item.addOnGroup?.max ?? 0,
          },
        );
      }
    }
    idOfKey.set(itemKey(item), productId);
    touched.push({ index, productId });
    await setBranchSizes(tx, scope, batch, productId, item);
  }

  // Recommendations by name: the file's items first, then the branch's other items.
  const idOfName = new Map<string, number>();
  for (const [key, id] of idOfKey) {
    const name = key.split('\u0000')[3];
    if (name !== undefined && !idOfName.has(name)) idOfName.set(name, id);
  }
  for (const { index, productId } of touched) {
    const item = incoming.items[index];
    if (!item) continue;
    const ids = item.recommendations
      .map((name) => idOfName.get(name.toLowerCase()))
      .filter((id): id is number => id !== undefined && id !== productId);
    const wanted = [...new Set(ids)];
    if (!same(wanted, recommendedNow.get(productId) ?? [])) {
      await writeRecommendations(tx, tenantId, productId, wanted);
    }
  }

  for (const key of plan.archivedKeys) {
    const product = productOf.get(key);
    if (!product) continue;
    const carriers = await branchesCarrying(tx, product.id);
    if (carriers.some((id) => id !== branchId)) {
      // Other branches still sell it: it only leaves this branch's menu.
      const sizes = tx
        .select({ id: menuItems.id })
        .from(menuItems)
        .where(eq(menuItems.productId, product.id));
      await tx
        .delete(branchMenuItems)
        .where(
          and(eq(branchMenuItems.branchId, branchId), inArray(branchMenuItems.menuItemId, sizes)),
        );
    } else {
      const current = await readCatalogueItem(tx, scope, product.id);
      await setItemArchived(
        tx,
        scope,
        product.id,
        { archived: true, version: current.version },
        { batch },
      );
    }
  }
}
