// A branch's menu as the normalised model (ZMenuExport): the brand's live categories and the
// live items this branch prices, with this branch's prices and add-on limits. Export answers
// it; import diffs against it. It reads a few whole tables of the brand and joins in memory,
// so 2,000 items cost the same handful of queries as 20.
import {
  MENU_EXPORT_FORMAT,
  MENU_EXPORT_VERSION,
  type TMenuExport,
  type TMenuExportItem,
} from '@tableside/shared/contract/menu-transfer';
import { ALLERGENS } from '@tableside/shared/domain/allergens';
import { MENU_TABS } from '@tableside/shared/domain/enums';
import { toMajor } from '@tableside/shared/domain/money';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import {
  branches,
  branchMenuItems,
  brands,
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

/** Rows behind the model, for the importer's matching (ids by item key). */
export interface BranchMenu {
  menu: TMenuExport;
  /** item key (itemKey) -> product id and version */
  productOf: Map<string, { id: number; version: number }>;
}

export const itemKey = (item: {
  tab: string;
  category: string;
  subCategory: string | null;
  name: string;
}) => [item.tab, item.category, item.subCategory ?? '', item.name].join('\u0000').toLowerCase();

function groupBy<T>(rows: T[], key: (row: T) => number): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const row of rows) {
    const list = map.get(key(row));
    if (list) list.push(row);
    else map.set(key(row), [row]);
  }
  return map;
}

export async function readBranchMenu(
  db: Database | Transaction,
  tenantId: number,
  branchId: number,
): Promise<BranchMenu> {
  const categoryRows = await db
    .select()
    .from(menuCategories)
    .where(and(eq(menuCategories.tenantId, tenantId), isNull(menuCategories.archivedAt)))
    .orderBy(asc(menuCategories.sortOrder), asc(menuCategories.id));
  const productRows = await db
    .select()
    .from(products)
    .where(and(eq(products.tenantId, tenantId), isNull(products.archivedAt)))
    .orderBy(asc(products.sortOrder), asc(products.id));
  const sizeRows = await db
    .select({
      productId: menuItems.productId,
      name: menuItems.sizeName,
      isDefault: menuItems.isDefault,
      defaultPriceMinor: menuItems.defaultPriceMinor,
      priceMinor: branchMenuItems.priceMinor,
      available: branchMenuItems.isAvailable,
      min: branchMenuItems.minModifiers,
      max: branchMenuItems.maxModifiers,
    })
    .from(menuItems)
    .innerJoin(branchMenuItems, eq(branchMenuItems.menuItemId, menuItems.id))
    .where(
      and(
        eq(menuItems.tenantId, tenantId),
        eq(branchMenuItems.branchId, branchId),
        isNull(menuItems.archivedAt),
      ),
    )
    .orderBy(asc(menuItems.sortOrder), asc(menuItems.id));
  const addOnRows = await db
    .select()
    .from(modifiers)
    .where(and(eq(modifiers.tenantId, tenantId), eq(modifiers.deleteStatus, false)))
    .orderBy(asc(modifiers.sortOrder), asc(modifiers.id));
  const tagRows = await db
    .select({ productId: productTags.productId, name: tags.name })
    .from(productTags)
    .innerJoin(tags, eq(tags.id, productTags.tagId))
    .where(eq(productTags.tenantId, tenantId))
    .orderBy(asc(tags.name));
  const allergenRows = await db
    .select()
    .from(productAllergens)
    .where(eq(productAllergens.tenantId, tenantId));
  const instructionRows = await db
    .select()
    .from(productInstructions)
    .where(eq(productInstructions.tenantId, tenantId))
    .orderBy(asc(productInstructions.sortOrder), asc(productInstructions.id));
  const recommendationRows = await db
    .select()
    .from(productRecommendations)
    .where(eq(productRecommendations.tenantId, tenantId))
    .orderBy(asc(productRecommendations.sortOrder));

  const categoryById = new Map(categoryRows.map((c) => [c.id, c]));
  const tops = categoryRows
    .filter((c) => c.parentId === null)
    .sort((a, b) => MENU_TABS.indexOf(a.tab) - MENU_TABS.indexOf(b.tab));
  const subsOf = groupBy(
    categoryRows.filter((c) => c.parentId !== null),
    (c) => c.parentId ?? 0,
  );
  const sizesOf = groupBy(sizeRows, (s) => s.productId);
  const addOnsOf = groupBy(addOnRows, (a) => a.productId);
  const tagsOf = groupBy(tagRows, (t) => t.productId);
  const allergensOf = groupBy(allergenRows, (a) => a.productId);
  const instructionsOf = groupBy(instructionRows, (i) => i.productId);
  const recommendationsOf = groupBy(recommendationRows, (r) => r.productId);
  const productsOf = groupBy(productRows, (p) => p.categoryId);

  const categories: TMenuExport['categories'] = [];
  const items: { id: number; version: number; item: TMenuExportItem }[] = [];
  const addItems = (categoryId: number, category: string, subCategory: string | null) => {
    for (const p of productsOf.get(categoryId) ?? []) {
      const sizes = sizesOf.get(p.id) ?? [];
      const first = sizes[0];
      if (!first) continue;
      const addOns = addOnsOf.get(p.id) ?? [];
      items.push({
        id: p.id,
        version: p.version,
        item: {
          tab: categoryById.get(categoryId)?.tab ?? 'EAT',
          category,
          subCategory,
          name: p.displayName,
          description: p.description,
          foodType: p.foodType,
          isAlcoholic: p.isAlcoholic,
          calories: p.calories,
          tags: (tagsOf.get(p.id) ?? []).map((t) => t.name),
          allergens: (allergensOf.get(p.id) ?? [])
            .sort((a, b) => ALLERGENS.indexOf(a.allergen) - ALLERGENS.indexOf(b.allergen))
            .map(({ allergen, level }) => ({ allergen, level })),
          sizes: sizes.map((s, index) => ({
            name: s.name,
            // Rows from before default sizes existed mark none: the first is the one guests get.
            isDefault: s.isDefault || (index === 0 && !sizes.some((other) => other.isDefault)),
            defaultPrice: toMajor(s.defaultPriceMinor),
            price: toMajor(s.priceMinor),
            available: s.available,
          })),
          addOnGroup:
            addOns.length === 0
              ? null
              : {
                  min: first.min,
                  max: first.max,
                  addOns: addOns.map((a) => ({
                    name: a.itemName,
                    price: toMajor(a.priceMinor),
                    autoSelect: a.autoSelect,
                  })),
                },
          instructions: (instructionsOf.get(p.id) ?? []).map((i) => i.text),
          recommendations: [],
          imageKey: p.imageKey,
        },
      });
    }
  };
  // Only categories with items on this branch's menu: another branch's or brand's empty
  // categories would make two exports of the same menu differ.
  for (const top of tops) {
    const before = items.length;
    addItems(top.id, top.name, null);
    const subCategories: { name: string }[] = [];
    for (const sub of subsOf.get(top.id) ?? []) {
      const count = items.length;
      addItems(sub.id, top.name, sub.name);
      if (items.length > count) subCategories.push({ name: sub.name });
    }
    if (items.length > before) categories.push({ tab: top.tab, name: top.name, subCategories });
  }

  // Recommendations by name, only to items that are on this menu (an import resolves them there).
  const nameOf = new Map(items.map(({ id, item }) => [id, item.name]));
  for (const { id, item } of items) {
    item.recommendations = (recommendationsOf.get(id) ?? [])
      .map((r) => nameOf.get(r.recommendedProductId))
      .filter((name): name is string => name !== undefined);
  }

  const [source] = await db
    .select({ brand: brands.name, branch: branches.name })
    .from(branches)
    .innerJoin(brands, eq(brands.id, branches.tenantId))
    .where(eq(branches.id, branchId));
  return {
    menu: {
      format: MENU_EXPORT_FORMAT,
      version: MENU_EXPORT_VERSION,
      source,
      categories,
      items: items.map((i) => i.item),
    },
    productOf: new Map(items.map(({ id, version, item }) => [itemKey(item), { id, version }])),
  };
}
