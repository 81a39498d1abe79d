import type {
  TPromotionCategoryChoice,
  TPromotionItemChoice,
  TPromotionsAdminResponse,
} from '@tableside/shared/contract/promotions-admin';
import { toMajor } from '@tableside/shared/domain/money';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { branchMenuItems, menuCategories, menuItems, products } from '../../db/schema/index';
import type { Clock } from '../../lib/clock';
import { productImageUrl } from '../menu/product-image-url';
import { type PromotionScope, readGroups } from './promotion-rows';
import { startsAtMinor } from './starts-at';

const TAB_LABEL = { EAT: 'Eat', DRINK: 'Drink', SMOKE: 'Smoke' } as Record<string, string>;
const parent = alias(menuCategories, 'parent_category');

/** The editor's one read: the branch's groups and what a promotion may link to. */
export async function listPromotionsAdmin(
  deps: { db: Database; clock: Clock },
  scope: PromotionScope,
): Promise<TPromotionsAdminResponse> {
  const { db } = deps;
  const [groups, categories, items] = await Promise.all([
    readGroups(db, scope),
    categoryChoices(db, scope.tenantId),
    itemChoices(deps, scope),
  ]);
  return { branchId: scope.branchId, groups, categories, items };
}

async function categoryChoices(
  db: Database,
  tenantId: number,
): Promise<TPromotionCategoryChoice[]> {
  const rows = await db
    .select({
      id: menuCategories.id,
      tab: menuCategories.tab,
      name: menuCategories.name,
      parentName: parent.name,
      archivedAt: menuCategories.archivedAt,
    })
    .from(menuCategories)
    .leftJoin(parent, eq(parent.id, menuCategories.parentId))
    .where(eq(menuCategories.tenantId, tenantId))
    .orderBy(asc(menuCategories.tab), asc(menuCategories.sortOrder), asc(menuCategories.id));
  return rows.map((row) => ({
    id: row.id,
    label: [TAB_LABEL[row.tab] ?? row.tab, row.parentName, row.name].filter(Boolean).join(' · '),
    archived: row.archivedAt !== null,
  }));
}

/** The brand's items with their lowest current price at the branch, computed now. */
async function itemChoices(
  deps: { db: Database; clock: Clock },
  { tenantId, branchId }: PromotionScope,
): Promise<TPromotionItemChoice[]> {
  const rows = await deps.db
    .select({
      id: products.id,
      name: products.displayName,
      categoryName: menuCategories.name,
      imageUrl: productImageUrl,
      archivedAt: products.archivedAt,
      priceMinor: branchMenuItems.priceMinor,
      isAvailable: branchMenuItems.isAvailable,
      snoozedUntil: branchMenuItems.snoozedUntil,
    })
    .from(products)
    .innerJoin(menuCategories, eq(menuCategories.id, products.categoryId))
    .leftJoin(menuItems, and(eq(menuItems.productId, products.id), isNull(menuItems.archivedAt)))
    .leftJoin(
      branchMenuItems,
      and(eq(branchMenuItems.menuItemId, menuItems.id), eq(branchMenuItems.branchId, branchId)),
    )
    .where(eq(products.tenantId, tenantId))
    .orderBy(asc(products.displayName), asc(products.id));
  const now = deps.clock.now();
  const byId = new Map<number, { choice: TPromotionItemChoice; sizes: typeof rows }>();
  for (const row of rows) {
    const entry = byId.get(row.id) ?? {
      choice: {
        id: row.id,
        name: row.name,
        categoryName: row.categoryName,
        imageUrl: row.imageUrl,
        startsAt: null,
        archived: row.archivedAt !== null,
      },
      sizes: [],
    };
    if (row.priceMinor !== null) entry.sizes.push(row);
    byId.set(row.id, entry);
  }
  return [...byId.values()].map(({ choice, sizes }) => {
    const minor = startsAtMinor(
      sizes.map((s) => ({
        priceMinor: s.priceMinor ?? 0,
        isAvailable: s.isAvailable ?? false,
        snoozedUntil: s.snoozedUntil,
      })),
      now,
    );
    return { ...choice, startsAt: minor === null ? null : toMajor(minor) };
  });
}
