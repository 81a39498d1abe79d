// The product card of every menu-shaped answer (menu, search, promotion items, customisation),
// built from the catalogue and ONE branch's prices: a product the branch does not price is
// not on its menu, and prices and availability are always this branch's.
import type { TMenuAllergen, TMenuItem, TMenuProduct, TTag } from '@tableside/shared/contract/menu';
import { ALLERGEN_LEVELS, ALLERGENS } from '@tableside/shared/domain/allergens';
import type { FoodType } from '@tableside/shared/domain/enums';
import { toMajor } from '@tableside/shared/domain/money';
import { and, asc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import {
  branchMenuItems,
  mediaAssets,
  menuCategories,
  menuItems,
  products,
} from '../../db/schema/index';
import { productImages } from '../../integrations/media/media-urls';
import { guestAvailable } from './guest-availability';
import { selectAllergens, selectProductsWithChoices, selectTags } from './product-extras';

/** A card plus where it sits in the menu; `foodType` is never null in the catalogue. */
export interface LoadedProduct {
  id: number;
  categoryId: number;
  topLevelCategory: string;
  product: TMenuProduct & { foodType: FoodType };
}

export interface MenuProductScope {
  tenantId: number;
  branchId: number;
  /** Only these products, answered in this order; absent = the branch's whole menu in menu order. */
  productIds?: readonly number[];
}

const parent = alias(menuCategories, 'parent_category');

export async function loadMenuProducts(
  db: Database,
  scope: MenuProductScope,
): Promise<LoadedProduct[]> {
  const { tenantId, productIds } = scope;
  if (productIds?.length === 0) return [];
  const inScope = productIds ? inArray(products.id, [...productIds]) : undefined;
  const [rows, sizes, tagRows, withChoices, allergenRows] = await Promise.all([
    selectProducts(db, tenantId, inScope),
    selectSizes(db, scope),
    selectTags(db, tenantId, productIds),
    selectProductsWithChoices(db, tenantId, productIds),
    selectAllergens(db, tenantId, productIds),
  ]);
  const sizesOf = groupBy(sizes, (s) => s.productId);
  const tagsOf = groupBy(tagRows, (t) => t.productId);
  const allergensOf = groupBy(allergenRows, (a) => a.productId);

  const loaded: LoadedProduct[] = [];
  for (const row of rows) {
    const items = (sizesOf.get(row.id) ?? []).map(toMenuItem);
    if (items.length === 0) continue;
    loaded.push({
      id: row.id,
      categoryId: row.categoryId,
      topLevelCategory: row.parentName ?? row.categoryName,
      product: {
        displayName: row.displayName,
        description: row.description,
        foodType: row.foodType,
        productMaster: {
          id: row.id,
          images: productImages(row.imageUrl, row.photoVariants),
          itemName: row.itemName,
        },
        menuItems: items,
        isAlcoholic: row.isAlcoholic,
        tab: row.tab,
        // The 'Customisable' note: there is something to choose in the modal.
        isCustomisable: withChoices.has(row.id) || items.length > 1,
        calories: row.calories,
        tag: (tagsOf.get(row.id) ?? []).map(({ id, name }): TTag => ({ id, name })),
        allergens: sortAllergens(allergensOf.get(row.id) ?? []),
      },
    });
  }
  if (!productIds) return loaded;
  const rank = new Map(productIds.map((id, index) => [id, index]));
  return loaded.sort((a, b) => (rank.get(a.id) ?? 0) - (rank.get(b.id) ?? 0));
}

function selectProducts(db: Database, tenantId: number, inScope: SQL | undefined) {
  // mediaAssets: the uploaded photo (image_key) of the same brand, for its srcsets.
  return db
    .select({
      id: products.id,
      categoryId: products.categoryId,
      categoryName: menuCategories.name,
      parentName: parent.name,
      tab: menuCategories.tab,
      displayName: products.displayName,
      itemName: products.itemName,
      description: products.description,
      foodType: products.foodType,
      isAlcoholic: products.isAlcoholic,
      calories: products.calories,
      imageUrl: products.imageUrl,
      photoVariants: mediaAssets.variants,
    })
    .from(products)
    .innerJoin(menuCategories, eq(menuCategories.id, products.categoryId))
    .leftJoin(parent, eq(parent.id, menuCategories.parentId))
    .leftJoin(
      mediaAssets,
      and(eq(mediaAssets.tenantId, products.tenantId), eq(mediaAssets.hash, products.imageKey)),
    )
    .where(
      and(
        eq(products.tenantId, tenantId),
        inScope,
        // Archived items, and items of an archived category (or of its archived parent), are
        // kept for history and hidden from guests.
        isNull(products.archivedAt),
        isNull(menuCategories.archivedAt),
        isNull(parent.archivedAt),
      ),
    )
    .orderBy(asc(products.sortOrder), asc(products.id));
}

function selectSizes(db: Database, { tenantId, branchId, productIds }: MenuProductScope) {
  return db
    .select({
      productId: menuItems.productId,
      menuItemMasterId: menuItems.id,
      size: menuItems.sizeName,
      defaultPriceMinor: menuItems.defaultPriceMinor,
      priceMinor: branchMenuItems.priceMinor,
      isAvailable: guestAvailable,
      minModifiers: branchMenuItems.minModifiers,
      maxModifiers: branchMenuItems.maxModifiers,
    })
    .from(menuItems)
    .innerJoin(
      branchMenuItems,
      and(eq(branchMenuItems.menuItemId, menuItems.id), eq(branchMenuItems.branchId, branchId)),
    )
    .where(
      and(
        eq(menuItems.tenantId, tenantId),
        eq(branchMenuItems.tenantId, tenantId),
        isNull(menuItems.archivedAt),
        productIds ? inArray(menuItems.productId, [...productIds]) : undefined,
      ),
    )
    .orderBy(asc(menuItems.productId), asc(menuItems.sortOrder), asc(menuItems.id));
}

type SizeRow = Awaited<ReturnType<typeof selectSizes>>[number];

function toMenuItem(row: SizeRow): TMenuItem {
  return {
    menuItemMasterId: row.menuItemMasterId,
    productVariant: { size: { size: row.size } },
    branchSettings: {
      price: toMajor(row.priceMinor),
      defaultPrice: toMajor(row.defaultPriceMinor),
      minModifiers: row.minModifiers,
      maxModifiers: row.maxModifiers,
      isAvailable: row.isAvailable === true,
    },
  };
}

/** Contains before may contain, each in the EU list's order, as the card reads them out. */
function sortAllergens(rows: readonly TMenuAllergen[]): TMenuAllergen[] {
  const rank = (entry: TMenuAllergen) =>
    ALLERGEN_LEVELS.indexOf(entry.level) * ALLERGENS.length + ALLERGENS.indexOf(entry.allergen);
  return rows.map(({ allergen, level }) => ({ allergen, level })).sort((a, b) => rank(a) - rank(b));
}

function groupBy<T>(list: readonly T[], key: (item: T) => number): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const item of list) {
    const k = key(item);
    const bucket = map.get(k);
    if (bucket) bucket.push(item);
    else map.set(k, [item]);
  }
  return map;
}
