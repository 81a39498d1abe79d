import type {
  TAdminPromotionGroup,
  TCreatePromotionGroupBody,
} from '@tableside/shared/contract/promotions-admin';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { promotionGroups } from '../../db/schema/index';
import { writeAudit } from '../../lib/audit';
import { type PromotionScope, readGroup } from './promotion-rows';

/** A new group at the end of the branch's For You tab. */
export async function createGroup(
  db: Database,
  actor: PromotionScope & { userId: number },
  body: TCreatePromotionGroupBody,
): Promise<TAdminPromotionGroup> {
  const { tenantId, branchId } = actor;
  return db.transaction(async (tx) => {
    const [last] = await tx
      .select({ max: sql<number>`coalesce(max(${promotionGroups.sequence}), 0)` })
      .from(promotionGroups)
      .where(and(eq(promotionGroups.tenantId, tenantId), eq(promotionGroups.branchId, branchId)));
    const [row] = await tx
      .insert(promotionGroups)
      .values({ tenantId, branchId, ...body, sequence: Number(last?.max ?? 0) + 1 })
      .returning({ id: promotionGroups.id });
    if (!row) throw new Error('promotion group insert returned nothing');
    const after = await readGroup(tx, actor, row.id);
    await writeAudit(tx, {
      tenantId,
      staffUserId: actor.userId,
      action: 'promotionGroup.create',
      entity: 'promotionGroup',
      entityId: row.id,
      detail: { branchId, before: null, after: { ...after, promotions: undefined } },
    });
    return after;
  });
}
