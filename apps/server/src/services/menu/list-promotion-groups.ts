import type {
  TPromotion,
  TPromotionGroupsResponse,
  TPromotionsQuery,
} from '@tableside/shared/contract/promotions';
import { sortBySequence } from '@tableside/shared/domain/order-display';
import { and, asc, eq, exists, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  branchMenuItems,
  menuCategories,
  menuItems,
  products,
  promotionGroups,
  promotionProducts,
  promotions,
} from '../../db/schema/index';
import { requireTenantBranch } from './branch-access';

/**
 * What a guest may see: active, not deleted, inside its active window (either end may be
 * open), in a group that is not archived, and with a banner to show in the carousel. The
 * window is read on the database's clock, as menu availability is, so every server process
 * agrees on it.
 */
export const visiblePromotion = and(
  eq(promotions.active, true),
  eq(promotions.deleteStatus, false),
  isNotNull(promotions.bannerUrl),
  or(isNull(promotions.activeFrom), sql`${promotions.activeFrom} <= now()`),
  or(isNull(promotions.activeTo), sql`${promotions.activeTo} > now()`),
);

/**
 * The For You tab's promotion groups of one branch (`groupedPromotion/public/all`), groups and
 * their promotions each by sequence. A group with nothing visible is left out, before paging,
 * so a page never holds an empty carousel.
 */
export async function listPromotionGroups(
  deps: { db: Database },
  input: TPromotionsQuery & { tenantId: number },
): Promise<TPromotionGroupsResponse> {
  const { db } = deps;
  const { tenantId, filters: branchId, page, size } = input;
  await requireTenantBranch(db, branchId, tenantId);
  const groups = await db
    .select()
    .from(promotionGroups)
    .where(
      and(
        eq(promotionGroups.branchId, branchId),
        eq(promotionGroups.tenantId, tenantId),
        isNull(promotionGroups.archivedAt),
        exists(
          db
            .select({ one: sql`1` })
            .from(promotions)
            .where(and(eq(promotions.groupId, promotionGroups.id), visiblePromotion)),
        ),
      ),
    )
    .orderBy(asc(promotionGroups.sequence), asc(promotionGroups.id))
    .limit(size)
    .offset(page * size);
  if (groups.length === 0) return { data: [] };

  const groupIds = groups.map((g) => g.id);
  const [rows, mapped, categoryLinked] = await Promise.all([
    db
      .select()
      .from(promotions)
      .where(
        and(
          inArray(promotions.groupId, groupIds),
          eq(promotions.tenantId, tenantId),
          visiblePromotion,
        ),
      )
      .orderBy(asc(promotions.id)),
    // "Has items" means items this branch sells, so the promotion page is never empty.
    db
      .selectDistinct({ promotionId: promotionProducts.promotionId })
      .from(promotionProducts)
      .innerJoin(promotions, eq(promotions.id, promotionProducts.promotionId))
      .innerJoin(products, eq(products.id, promotionProducts.productId))
      .innerJoin(menuItems, eq(menuItems.productId, promotionProducts.productId))
      .innerJoin(
        branchMenuItems,
        and(eq(branchMenuItems.menuItemId, menuItems.id), eq(branchMenuItems.branchId, branchId)),
      )
      .where(and(inArray(promotions.groupId, groupIds), isNull(products.archivedAt))),
    // A promotion linking a category opens that category: it has items when the branch sells
    // one of the category's (or its sub-categories') items.
    db
      .selectDistinct({ promotionId: promotions.id })
      .from(promotions)
      .innerJoin(
        menuCategories,
        and(
          isNull(menuCategories.archivedAt),
          or(
            eq(menuCategories.id, promotions.linkCategoryId),
            eq(menuCategories.parentId, promotions.linkCategoryId),
          ),
        ),
      )
      .innerJoin(
        products,
        and(eq(products.categoryId, menuCategories.id), isNull(products.archivedAt)),
      )
      .innerJoin(menuItems, eq(menuItems.productId, products.id))
      .innerJoin(
        branchMenuItems,
        and(eq(branchMenuItems.menuItemId, menuItems.id), eq(branchMenuItems.branchId, branchId)),
      )
      .where(inArray(promotions.groupId, groupIds)),
  ]);
  const withItems = new Set([...mapped, ...categoryLinked].map((m) => m.promotionId));

  return {
    data: groups.map((group) => ({
      id: group.id,
      mainHeader: group.mainHeader,
      subHeader: group.subHeader === '' ? null : group.subHeader,
      containerSize: group.containerSize,
      promotions: sortBySequence(
        rows
          .filter((p) => p.groupId === group.id)
          .flatMap((p) => toWirePromotion(p, withItems.has(p.id))),
      ),
    })),
  };
}

function toWirePromotion(
  promotion: typeof promotions.$inferSelect,
  productMapped: boolean,
): TPromotion[] {
  // `visiblePromotion` already left out promotions without a banner; this narrows the type.
  const banner = promotion.bannerUrl;
  if (banner === null) return [];
  return [
    {
      id: promotion.id,
      name: promotion.name,
      description: promotion.description,
      active: promotion.active,
      deleteStatus: promotion.deleteStatus,
      sequence: promotion.sequence,
      title: promotion.title,
      link: promotion.link,
      url: banner,
      productMapped,
      // One banner per promotion, so the promotion's id names it.
      mainBanner: { url: banner, id: promotion.id },
    },
  ];
}
