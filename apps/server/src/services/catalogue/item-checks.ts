// What a save of an item is checked against in the database (the shape itself is zod's, at the
// edge): the category, the name within it, the recommended items and the photo.
import { DUPLICATE_NAME_MESSAGE } from '@tableside/shared/contract/catalogue';
import type { MenuTab } from '@tableside/shared/domain/enums';
import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { mediaAssets, menuCategories, products } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { fieldError } from './catalogue-scope';

/** The category an item goes into: the tenant's, not archived. */
export async function resolveItemCategory(
  tx: Database,
  tenantId: number,
  categoryId: number,
): Promise<{ id: number; tab: MenuTab }> {
  const [category] = await tx
    .select({
      id: menuCategories.id,
      tab: menuCategories.tab,
      archivedAt: menuCategories.archivedAt,
    })
    .from(menuCategories)
    .where(and(eq(menuCategories.id, categoryId), eq(menuCategories.tenantId, tenantId)));
  if (!category) throw fieldError('categoryId', 'no such category');
  if (category.archivedAt) throw fieldError('categoryId', 'the category is archived');
  return { id: category.id, tab: category.tab };
}

/** 409 when another live item of the category has this name (case does not make it another). */
export async function assertItemNameFree(
  tx: Database,
  scope: { tenantId: number; categoryId: number; name: string; exceptId?: number },
): Promise<void> {
  const [clash] = await tx
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        eq(products.tenantId, scope.tenantId),
        eq(products.categoryId, scope.categoryId),
        isNull(products.archivedAt),
        sql`lower(${products.displayName}) = lower(${scope.name})`,
        scope.exceptId === undefined ? undefined : ne(products.id, scope.exceptId),
      ),
    )
    .limit(1);
  if (clash) throw new AppError('CONFLICT', `name: ${DUPLICATE_NAME_MESSAGE}`);
}

/** Recommended items: the tenant's own, never the item itself; duplicates collapse. */
export async function checkRecommendations(
  tx: Database,
  tenantId: number,
  productId: number | null,
  ids: readonly number[],
): Promise<number[]> {
  const unique = [...new Set(ids)];
  if (productId !== null && unique.includes(productId)) {
    throw fieldError('recommendedIds', 'an item cannot recommend itself');
  }
  if (unique.length === 0) return [];
  const found = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.tenantId, tenantId), inArray(products.id, unique)));
  if (found.length !== unique.length) throw fieldError('recommendedIds', 'no such item');
  return unique;
}

/** `imageKey` must name a photo the tenant uploaded (media_assets). */
export async function assertUploadedImage(
  tx: Database,
  tenantId: number,
  imageKey: string,
): Promise<void> {
  const [asset] = await tx
    .select({ id: mediaAssets.id })
    .from(mediaAssets)
    .where(and(eq(mediaAssets.tenantId, tenantId), eq(mediaAssets.hash, imageKey)));
  if (!asset) throw fieldError('imageKey', 'is not an uploaded image');
}
