import type {
  TItemsWithKeywordsQuery,
  TItemsWithKeywordsResponse,
} from '@tableside/shared/contract/menu';
import { and, asc, eq, isNull, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  menuCategories,
  products,
  promotionGroups,
  promotionProducts,
  promotions,
} from '../../db/schema/index';
import { notFound } from '../../lib/app-error';
import { requireTenantBranch } from './branch-access';
import { visiblePromotion } from './list-promotion-groups';
import { loadMenuProducts } from './load-menu-products';

/**
 * The promo items of a promotion page (`items-with-keywords?keywords=PROMO-{id}`), in the
 * promotion's order, as menu cards of the branch. Only a promotion the branch shows (the For
 * You rule: active, not deleted, inside its window, in a group of the branch not archived) has
 * a page; any other id is not found. A promotion linking a category opens that category: its
 * items and its sub-categories' in menu order. Archived items are never listed. Prices (and
 * so the card's 'STARTS AT', the lowest of its sizes) are the branch's as they are now.
 */
export async function getPromotionItems(
  deps: { db: Database },
  input: TItemsWithKeywordsQuery & { tenantId: number },
): Promise<TItemsWithKeywordsResponse> {
  const { db } = deps;
  const { tenantId, branchId, keywords: promotionId } = input;
  await requireTenantBranch(db, branchId, tenantId);
  const [promotion] = await db
    .select({ id: promotions.id, linkCategoryId: promotions.linkCategoryId })
    .from(promotions)
    .innerJoin(promotionGroups, eq(promotionGroups.id, promotions.groupId))
    .where(
      and(
        eq(promotions.id, promotionId),
        eq(promotions.tenantId, tenantId),
        eq(promotionGroups.branchId, branchId),
        isNull(promotionGroups.archivedAt),
        visiblePromotion,
      ),
    );
  if (!promotion) throw notFound('Promotion');

  const mapped =
    promotion.linkCategoryId === null
      ? await promoItemIds(db, tenantId, promotionId)
      : await categoryItemIds(db, tenantId, promotion.linkCategoryId);
  const loaded = await loadMenuProducts(db, {
    tenantId,
    branchId,
    productIds: mapped.map((m) => m.productId),
  });
  return loaded.map(({ product }) => product);
}

function promoItemIds(db: Database, tenantId: number, promotionId: number) {
  return db
    .select({ productId: promotionProducts.productId })
    .from(promotionProducts)
    .innerJoin(products, eq(products.id, promotionProducts.productId))
    .where(
      and(
        eq(promotionProducts.promotionId, promotionId),
        eq(promotionProducts.tenantId, tenantId),
        isNull(products.archivedAt),
      ),
    )
    .orderBy(asc(promotionProducts.sequence), asc(promotionProducts.productId));
}

/** The linked category's items, then its sub-categories', each in menu order. */
function categoryItemIds(db: Database, tenantId: number, categoryId: number) {
  return db
    .select({ productId: products.id })
    .from(products)
    .innerJoin(menuCategories, eq(menuCategories.id, products.categoryId))
    .where(
      and(
        eq(products.tenantId, tenantId),
        isNull(products.archivedAt),
        isNull(menuCategories.archivedAt),
        or(eq(menuCategories.id, categoryId), eq(menuCategories.parentId, categoryId)),
      ),
    )
    .orderBy(
      asc(menuCategories.parentId),
      asc(menuCategories.sortOrder),
      asc(products.sortOrder),
      asc(products.id),
    );
}
