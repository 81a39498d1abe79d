import type { TRecommendation } from '@tableside/shared/contract/customization';
import { toMajor } from '@tableside/shared/domain/money';
import { and, asc, eq, isNotNull, isNull, notExists } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  branchMenuItems,
  menuCategories,
  menuItems,
  productRecommendations,
  products,
} from '../../db/schema/index';
import { guestAvailable } from './guest-availability';
import { productImageUrl } from './product-image-url';

/**
 * What the modal suggests alongside a product. Each suggestion is one orderable size (`id` is
 * its menuItemMaster id, so the app can add it in one tap; `productMasterId` opens its own
 * modal): the first size, in menu order, that the branch has in stock. A suggestion the branch
 * cannot serve right now is left out rather than offered and refused.
 */
export async function loadRecommendations(
  db: Database,
  scope: { tenantId: number; branchId: number; productId: number },
): Promise<TRecommendation[]> {
  const { tenantId, branchId, productId } = scope;
  const rows = await db
    .select({
      id: menuItems.id,
      productMasterId: products.id,
      displayName: products.displayName,
      image: productImageUrl,
      servingSize: menuItems.sizeName,
      priceMinor: branchMenuItems.priceMinor,
    })
    .from(productRecommendations)
    .innerJoin(products, eq(products.id, productRecommendations.recommendedProductId))
    .innerJoin(menuItems, eq(menuItems.productId, products.id))
    .innerJoin(
      branchMenuItems,
      and(eq(branchMenuItems.menuItemId, menuItems.id), eq(branchMenuItems.branchId, branchId)),
    )
    .where(
      and(
        eq(productRecommendations.productId, productId),
        eq(productRecommendations.tenantId, tenantId),
        eq(products.tenantId, tenantId),
        guestAvailable,
        // An archived item or size, or one of an archived category, is never suggested.
        isNull(products.archivedAt),
        isNull(menuItems.archivedAt),
        notExists(
          db
            .select({ id: menuCategories.id })
            .from(menuCategories)
            .where(
              and(eq(menuCategories.id, products.categoryId), isNotNull(menuCategories.archivedAt)),
            ),
        ),
      ),
    )
    .orderBy(
      asc(productRecommendations.sortOrder),
      asc(products.id),
      asc(menuItems.sortOrder),
      asc(menuItems.id),
    );

  const seen = new Set<number>();
  const recommendations: TRecommendation[] = [];
  for (const row of rows) {
    if (seen.has(row.productMasterId)) continue;
    seen.add(row.productMasterId);
    const { priceMinor, ...rest } = row;
    recommendations.push({ ...rest, price: toMajor(priceMinor) });
  }
  return recommendations;
}
