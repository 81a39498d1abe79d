// What a promotion opens: its promo items (ordered) or a category, both of the same brand.
import { and, eq, inArray } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { menuCategories, products, promotionProducts } from '../../db/schema/index';
import { badRequest, notFound } from '../../lib/app-error';

/**
 * Another brand's item or category is not found (never told apart from a missing one); an
 * archived one of this brand is refused naming the field, as guests could not open it.
 */
export async function checkLinks(
  tx: Transaction,
  tenantId: number,
  link: { productIds: readonly number[]; linkCategoryId: number | null },
): Promise<void> {
  if (link.productIds.length > 0) {
    const rows = await tx
      .select({ id: products.id, archivedAt: products.archivedAt })
      .from(products)
      .where(and(eq(products.tenantId, tenantId), inArray(products.id, [...link.productIds])));
    if (rows.length !== link.productIds.length) throw notFound('Item');
    if (rows.some((r) => r.archivedAt !== null)) {
      throw badRequest('productIds: an archived item cannot be promoted');
    }
  }
  if (link.linkCategoryId !== null) {
    const [category] = await tx
      .select({ archivedAt: menuCategories.archivedAt })
      .from(menuCategories)
      .where(
        and(eq(menuCategories.tenantId, tenantId), eq(menuCategories.id, link.linkCategoryId)),
      );
    if (!category) throw notFound('Category');
    if (category.archivedAt !== null) {
      throw badRequest('linkCategoryId: an archived category cannot be promoted');
    }
  }
}

/** Replaces the promotion's promo items with these, in this order. */
export async function writePromoItems(
  tx: Transaction,
  tenantId: number,
  promotionId: number,
  productIds: readonly number[],
): Promise<void> {
  await tx.delete(promotionProducts).where(eq(promotionProducts.promotionId, promotionId));
  if (productIds.length === 0) return;
  await tx
    .insert(promotionProducts)
    .values(
      productIds.map((productId, sequence) => ({ promotionId, productId, tenantId, sequence })),
    );
}
