import type {
  TItemsWithKeywordsQuery,
  TItemsWithKeywordsResponse,
} from '@tableside/shared/contract/menu';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { promotionGroups, promotionProducts, promotions } from '../../db/schema/index';
import { notFound } from '../../lib/app-error';
import { requireTenantBranch } from './branch-access';
import { loadMenuProducts } from './load-menu-products';

/**
 * The promo items of a promotion page (`items-with-keywords?keywords=PROMO-{id}`), in the
 * promotion's order, as menu cards of the branch. Only a promotion the branch shows (active,
 * not deleted, in one of the branch's groups) has a page; any other id is not found.
 */
export async function getPromotionItems(
  deps: { db: Database },
  input: TItemsWithKeywordsQuery & { tenantId: number },
): Promise<TItemsWithKeywordsResponse> {
  const { db } = deps;
  const { tenantId, branchId, keywords: promotionId } = input;
  await requireTenantBranch(db, branchId, tenantId);
  const [promotion] = await db
    .select({ id: promotions.id })
    .from(promotions)
    .innerJoin(promotionGroups, eq(promotionGroups.id, promotions.groupId))
    .where(
      and(
        eq(promotions.id, promotionId),
        eq(promotions.tenantId, tenantId),
        eq(promotionGroups.branchId, branchId),
        eq(promotions.active, true),
        eq(promotions.deleteStatus, false),
      ),
    );
  if (!promotion) throw notFound('Promotion');

  const mapped = await db
    .select({ productId: promotionProducts.productId })
    .from(promotionProducts)
    .where(
      and(eq(promotionProducts.promotionId, promotionId), eq(promotionProducts.tenantId, tenantId)),
    )
    .orderBy(asc(promotionProducts.sequence), asc(promotionProducts.productId));
  const loaded = await loadMenuProducts(db, {
    tenantId,
    branchId,
    productIds: mapped.map((m) => m.productId),
  });
  return loaded.map(({ product }) => product);
}
