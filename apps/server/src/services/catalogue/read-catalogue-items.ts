// The editor's view of items: everything about a product, priced at the branch in the scope.
// One batched reader serves both the single item and the whole catalogue.
import type { TCatalogueItem } from '@tableside/shared/contract/catalogue';
import { toMajor } from '@tableside/shared/domain/money';
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  branchMenuItems,
  mediaAssets,
  menuCategories,
  menuItems,
  modifiers,
  productAllergens,
  productInstructions,
  productRecommendations,
  products,
  productTags,
  tags,
} from '../../db/schema/index';
import { productImages } from '../../integrations/media/media-urls';
import { notFound } from '../../lib/app-error';
import type { CatalogueScope } from './catalogue-scope';

type Scope = Pick<CatalogueScope, 'tenantId' | 'branchId'>;

/** One item of the tenant, or 404 (another tenant's id reads as not existing). */
export async function readCatalogueItem(
  tx: Database,
  scope: Scope,
  productId: number,
): Promise<TCatalogueItem> {
  const [item] = await readCatalogueItems(tx, scope, [productId]);
  if (!item) throw notFound('Product');
  return item;
}

/** The tenant's items (all, or these ids), archived ones included, in menu order. */
export async function readCatalogueItems(
  tx: Database,
  scope: Scope,
  productIds?: readonly number[],
): Promise<TCatalogueItem[]> {
  const { tenantId, branchId } = scope;
  if (productIds?.length === 0) return [];
  const only = (column: Parameters<typeof inArray>[0]): SQL | undefined =>
    productIds ? inArray(column, [...productIds]) : undefined;
  const rows = await tx
    .select({ product: products, tab: menuCategories.tab, photo: mediaAssets.variants })
    .from(products)
    .innerJoin(menuCategories, eq(menuCategories.id, products.categoryId))
    .leftJoin(
      mediaAssets,
      and(eq(mediaAssets.tenantId, products.tenantId), eq(mediaAssets.hash, products.imageKey)),
    )
    .where(and(eq(products.tenantId, tenantId), only(products.id)))
    .orderBy(asc(products.sortOrder), asc(products.id));
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.product.id);
  // One after the other: inside a transaction they share one connection, which runs one query
  // at a time (pg 9 refuses a query sent to a busy client).
  const sizes = await tx
    .select({ size: menuItems, branch: branchMenuItems })
    .from(menuItems)
    .leftJoin(
      branchMenuItems,
      and(eq(branchMenuItems.menuItemId, menuItems.id), eq(branchMenuItems.branchId, branchId)),
    )
    .where(inArray(menuItems.productId, ids))
    .orderBy(asc(menuItems.sortOrder), asc(menuItems.id));
  // The add-on limits are the product's, written to every branch row alike: any row says them.
  const limits = await tx
    .selectDistinctOn([menuItems.productId], {
      productId: menuItems.productId,
      min: branchMenuItems.minModifiers,
      max: branchMenuItems.maxModifiers,
    })
    .from(branchMenuItems)
    .innerJoin(menuItems, eq(menuItems.id, branchMenuItems.menuItemId))
    .where(inArray(menuItems.productId, ids))
    .orderBy(menuItems.productId, asc(branchMenuItems.id));
  const addOns = await tx
    .select()
    .from(modifiers)
    .where(and(inArray(modifiers.productId, ids), eq(modifiers.deleteStatus, false)))
    .orderBy(asc(modifiers.sortOrder), asc(modifiers.id));
  const tagRows = await tx
    .select({ productId: productTags.productId, name: tags.name })
    .from(productTags)
    .innerJoin(tags, eq(tags.id, productTags.tagId))
    .where(inArray(productTags.productId, ids))
    .orderBy(asc(tags.name));
  const instructions = await tx
    .select()
    .from(productInstructions)
    .where(inArray(productInstructions.productId, ids))
    .orderBy(asc(productInstructions.sortOrder), asc(productInstructions.id));
  const recommended = await tx
    .select()
    .from(productRecommendations)
    .where(inArray(productRecommendations.productId, ids))
    .orderBy(asc(productRecommendations.sortOrder));
  const allergens = await tx
    .select()
    .from(productAllergens)
    .where(inArray(productAllergens.productId, ids))
    .orderBy(asc(productAllergens.allergen));
  const by = <T>(list: T[], key: (row: T) => number) => {
    const map = new Map<number, T[]>();
    for (const row of list) map.set(key(row), [...(map.get(key(row)) ?? []), row]);
    return map;
  };
  const sizesOf = by(sizes, (r) => r.size.productId);
  const limitsOf = new Map(limits.map((l) => [l.productId, l]));
  const addOnsOf = by(addOns, (r) => r.productId);
  const tagsOf = by(tagRows, (r) => r.productId);
  const instructionsOf = by(instructions, (r) => r.productId);
  const recommendedOf = by(recommended, (r) => r.productId);
  const allergensOf = by(allergens, (r) => r.productId);

  return rows.map(({ product, tab, photo }): TCatalogueItem => {
    const productSizes = sizesOf.get(product.id) ?? [];
    const productAddOns = addOnsOf.get(product.id) ?? [];
    const limit = limitsOf.get(product.id);
    return {
      id: product.id,
      categoryId: product.categoryId,
      tab,
      name: product.displayName,
      description: product.description,
      foodType: product.foodType,
      isAlcoholic: product.isAlcoholic,
      calories: product.calories,
      tags: (tagsOf.get(product.id) ?? []).map((t) => t.name),
      // Live sizes in menu order, then the archived ones (kept for history, restorable).
      sizes: [...productSizes]
        .sort((a, b) => Number(a.size.archivedAt !== null) - Number(b.size.archivedAt !== null))
        .map(({ size, branch }) => ({
          id: size.id,
          name: size.sizeName,
          isDefault: size.isDefault,
          archived: size.archivedAt !== null,
          defaultPrice: toMajor(size.defaultPriceMinor),
          price: branch ? toMajor(branch.priceMinor) : null,
          available: branch?.isAvailable ?? false,
          snoozedUntil: branch?.snoozedUntil?.toISOString() ?? null,
        })),
      addOnGroup:
        productAddOns.length === 0
          ? null
          : {
              min: limit?.min ?? 0,
              max: limit?.max ?? 0,
              addOns: productAddOns.map((m) => ({
                id: m.id,
                name: m.itemName,
                price: toMajor(m.priceMinor),
                autoSelect: m.autoSelect,
              })),
            },
      instructions: (instructionsOf.get(product.id) ?? []).map((i) => i.text),
      recommendedIds: (recommendedOf.get(product.id) ?? []).map((r) => r.recommendedProductId),
      allergens: (allergensOf.get(product.id) ?? []).map(({ allergen, level }) => ({
        allergen,
        level,
      })),
      imageKey: product.imageKey,
      imageUrl: productImages(product.imageUrl, photo)[0]?.url ?? null,
      sortOrder: product.sortOrder,
      archived: product.archivedAt !== null,
      onMenu: productSizes.some((s) => s.branch !== null && s.size.archivedAt === null),
      version: product.version,
    };
  });
}
