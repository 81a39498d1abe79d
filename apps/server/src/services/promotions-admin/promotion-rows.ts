// Reads groups and promotions into the editor's shapes, and locks the row a write edits.
import type {
  TAdminPromotion,
  TAdminPromotionGroup,
} from '@tableside/shared/contract/promotions-admin';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { promotionGroups, promotionProducts, promotions } from '../../db/schema/index';
import { notFound } from '../../lib/app-error';

type Db = Database | Transaction;
type GroupRow = typeof promotionGroups.$inferSelect;
type PromotionRow = typeof promotions.$inferSelect;

export interface PromotionScope {
  tenantId: number;
  branchId: number;
}

export function toAdminPromotion(row: PromotionRow, productIds: number[]): TAdminPromotion {
  return {
    id: row.id,
    groupId: row.groupId,
    name: row.name,
    title: row.title,
    description: row.description,
    sequence: row.sequence,
    active: row.active,
    archived: row.deleteStatus,
    bannerUrl: row.bannerUrl,
    link: row.link,
    linkCategoryId: row.linkCategoryId,
    productIds,
    activeFrom: row.activeFrom?.toISOString() ?? null,
    activeTo: row.activeTo?.toISOString() ?? null,
    version: row.version,
  };
}

/** The promo items of these promotions, each list in the promotion's order. */
async function productIdsOf(db: Db, promotionIds: number[]): Promise<Map<number, number[]>> {
  const byPromotion = new Map<number, number[]>();
  if (promotionIds.length === 0) return byPromotion;
  const rows = await db
    .select({ promotionId: promotionProducts.promotionId, productId: promotionProducts.productId })
    .from(promotionProducts)
    .where(inArray(promotionProducts.promotionId, promotionIds))
    .orderBy(asc(promotionProducts.sequence), asc(promotionProducts.productId));
  for (const row of rows) {
    const list = byPromotion.get(row.promotionId) ?? [];
    list.push(row.productId);
    byPromotion.set(row.promotionId, list);
  }
  return byPromotion;
}

/** The branch's groups (all, or these), archived ones included, each with its promotions. */
export async function readGroups(
  db: Db,
  scope: PromotionScope,
  groupIds?: number[],
): Promise<TAdminPromotionGroup[]> {
  const groups = await db
    .select()
    .from(promotionGroups)
    .where(
      and(
        eq(promotionGroups.tenantId, scope.tenantId),
        eq(promotionGroups.branchId, scope.branchId),
        groupIds ? inArray(promotionGroups.id, groupIds) : undefined,
      ),
    )
    .orderBy(asc(promotionGroups.sequence), asc(promotionGroups.id));
  if (groups.length === 0) return [];
  const rows = await db
    .select()
    .from(promotions)
    .where(
      and(
        eq(promotions.tenantId, scope.tenantId),
        inArray(
          promotions.groupId,
          groups.map((g) => g.id),
        ),
      ),
    )
    .orderBy(asc(promotions.sequence), asc(promotions.id));
  const items = await productIdsOf(
    db,
    rows.map((r) => r.id),
  );
  return groups.map((group) => ({
    id: group.id,
    mainHeader: group.mainHeader,
    subHeader: group.subHeader,
    containerSize: group.containerSize,
    sequence: group.sequence,
    archived: group.archivedAt !== null,
    version: group.version,
    promotions: rows
      .filter((r) => r.groupId === group.id)
      .map((r) => toAdminPromotion(r, items.get(r.id) ?? [])),
  }));
}

export async function readGroup(db: Db, scope: PromotionScope, groupId: number) {
  const [group] = await readGroups(db, scope, [groupId]);
  if (!group) throw notFound('Promotion group');
  return group;
}

export async function readPromotion(db: Db, promotionId: number): Promise<TAdminPromotion> {
  const [row] = await db.select().from(promotions).where(eq(promotions.id, promotionId));
  if (!row) throw notFound('Promotion');
  const items = await productIdsOf(db, [promotionId]);
  return toAdminPromotion(row, items.get(promotionId) ?? []);
}

/** The group, locked for this write; another tenant's or branch's group is not found. */
export async function lockGroup(tx: Transaction, scope: PromotionScope, groupId: number) {
  const [row] = await tx
    .select()
    .from(promotionGroups)
    .where(
      and(
        eq(promotionGroups.id, groupId),
        eq(promotionGroups.tenantId, scope.tenantId),
        eq(promotionGroups.branchId, scope.branchId),
      ),
    )
    .for('update');
  if (!row) throw notFound('Promotion group');
  return row satisfies GroupRow;
}

/** The promotion of that group, locked for this write; anything else is not found. */
export async function lockPromotion(
  tx: Transaction,
  scope: PromotionScope,
  groupId: number,
  promotionId: number,
): Promise<PromotionRow> {
  await lockGroup(tx, scope, groupId);
  const [row] = await tx
    .select()
    .from(promotions)
    .where(
      and(
        eq(promotions.id, promotionId),
        eq(promotions.groupId, groupId),
        eq(promotions.tenantId, scope.tenantId),
      ),
    )
    .for('update');
  if (!row) throw notFound('Promotion');
  return row;
}
