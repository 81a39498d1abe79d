import type {
  TAdminPromotion,
  TCreatePromotionBody,
} from '@tableside/shared/contract/promotions-admin';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { promotions } from '../../db/schema/index';
import { writeAudit } from '../../lib/audit';
import { promotionColumns } from './promotion-columns';
import { checkLinks, writePromoItems } from './promotion-links';
import { lockGroup, type PromotionScope, readPromotion } from './promotion-rows';

/** A new promotion at the end of its group, with its promo items or category link. */
export async function createPromotion(
  db: Database,
  actor: PromotionScope & { userId: number },
  groupId: number,
  body: TCreatePromotionBody,
): Promise<TAdminPromotion> {
  const { tenantId } = actor;
  return db.transaction(async (tx) => {
    await lockGroup(tx, actor, groupId);
    await checkLinks(tx, tenantId, body);
    const [last] = await tx
      .select({ max: sql<number>`coalesce(max(${promotions.sequence}), 0)` })
      .from(promotions)
      .where(eq(promotions.groupId, groupId));
    const [row] = await tx
      .insert(promotions)
      .values({
        tenantId,
        groupId,
        ...promotionColumns(body),
        sequence: Number(last?.max ?? 0) + 1,
      })
      .returning({ id: promotions.id });
    if (!row) throw new Error('promotion insert returned nothing');
    await writePromoItems(tx, tenantId, row.id, body.productIds);
    const after = await readPromotion(tx, row.id);
    await writeAudit(tx, {
      tenantId,
      staffUserId: actor.userId,
      action: 'promotion.create',
      entity: 'promotion',
      entityId: row.id,
      detail: { branchId: actor.branchId, before: null, after },
    });
    return after;
  });
}
