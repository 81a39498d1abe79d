import type {
  TStaffMenuItem,
  TStaffMenuItemsResponse,
} from '@tableside/shared/contract/staff-console';
import { toMajor } from '@tableside/shared/domain/money';
import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { branchMenuItems, menuCategories, menuItems, products } from '../../db/schema/index';
import { productImageUrl } from '../menu/product-image-url';

const parent = alias(menuCategories, 'parent_category');

/** Every size the branch sells, with its product and top-most category, sizes in menu order. */
function selectBranchSizes(db: Database, input: { tenantId: number; branchId: number }) {
  return db
    .select({
      productId: products.id,
      name: products.displayName,
      foodType: products.foodType,
      image: productImageUrl,
      category: sql<string>`coalesce(${parent.name}, ${menuCategories.name})`,
      categorySort: sql<number>`coalesce(${parent.sortOrder}, ${menuCategories.sortOrder})`,
      categoryId: sql<number>`coalesce(${parent.id}, ${menuCategories.id})`,
      menuItemMasterId: menuItems.id,
      priceMinor: branchMenuItems.priceMinor,
      isAvailable: branchMenuItems.isAvailable,
    })
    .from(menuItems)
    .innerJoin(
      branchMenuItems,
      and(
        eq(branchMenuItems.menuItemId, menuItems.id),
        eq(branchMenuItems.branchId, input.branchId),
      ),
    )
    .innerJoin(products, eq(products.id, menuItems.productId))
    .innerJoin(menuCategories, eq(menuCategories.id, products.categoryId))
    .leftJoin(parent, eq(parent.id, menuCategories.parentId))
    .where(and(eq(products.tenantId, input.tenantId), eq(branchMenuItems.tenantId, input.tenantId)))
    .orderBy(asc(menuItems.productId), asc(menuItems.sortOrder), asc(menuItems.id));
}

type SizeRow = Awaited<ReturnType<typeof selectBranchSizes>>[number];

/**
 * The branch's stock list: one line per product it sells, keyed by its default (first) size,
 * priced at that size, and out of stock when any of its sizes is (the availability call puts
 * all of a product's sizes in or out together). Sorted by top-most category in menu order,
 * then name. The caller checked the branch is the staff member's.
 */
export async function listBranchMenuItems(
  db: Database,
  input: { tenantId: number; branchId: number },
): Promise<TStaffMenuItemsResponse> {
  const sizesOf = new Map<number, SizeRow[]>();
  for (const row of await selectBranchSizes(db, input)) {
    sizesOf.set(row.productId, [...(sizesOf.get(row.productId) ?? []), row]);
  }
  const lines = [...sizesOf.values()].flatMap(([first, ...others]) =>
    first ? [{ first, isAvailable: first.isAvailable && others.every((s) => s.isAvailable) }] : [],
  );
  lines.sort(
    ({ first: a }, { first: b }) =>
      a.categorySort - b.categorySort ||
      a.categoryId - b.categoryId ||
      a.name.localeCompare(b.name) ||
      a.productId - b.productId,
  );
  return lines.map(
    ({ first, isAvailable }): TStaffMenuItem => ({
      menuItemMasterId: first.menuItemMasterId,
      name: first.name,
      category: first.category,
      foodType: first.foodType,
      image: first.image,
      price: toMajor(first.priceMinor),
      isAvailable,
    }),
  );
}
