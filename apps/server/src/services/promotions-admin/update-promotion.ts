import {
  PROMOTION_CONFLICT_MESSAGE,
  type TAdminPromotion,
  type TUpdatePromotionBody,
} from '@tableside/shared/contract/promotions-admin';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { promotions } from '../../db/schema/index';
import { writeAudit } from '../../lib/audit';
import { VersionConflictError } from '../../lib/version-conflict-error';
import { promotionColumns } from './promotion-columns';
import { checkLinks, writePromoItems } from './promotion-links';
import { lockPromotion, type PromotionScope, readPromotion } from './promotion-rows';

/** Saves a promotion's fields and links; a stale version is 409 with the promotion as it is. */
export async function updatePromotion(
  db: Database,
  actor: PromotionScope & { userId: number },
  ids: { groupId: number; promotionId: number },
  body: TUpdatePromotionBody,
): Promise<TAdminPromotion> {
  const { tenantId } = actor;
  return db.transaction(async (tx) => {
    const row = await lockPromotion(tx, actor, ids.groupId, ids.promotionId);
    const before = await readPromotion(tx, ids.promotionId);
    if (row.version !== body.version) {
      throw new VersionConflictError(PROMOTION_CONFLICT_MESSAGE, before);
    }
    await checkLinks(tx, tenantId, body);
    await tx
      .update(promotions)
      .set({ ...promotionColumns(body), version: body.version + 1 })
      .where(eq(promotions.id, ids.promotionId));
    await writePromoItems(tx, tenantId, ids.promotionId, body.productIds);
    const after = await readPromotion(tx, ids.promotionId);
    await writeAudit(tx, {
      tenantId,
      staffUserId: actor.userId,
      action: 'promotion.update',
      entity: 'promotion',
      entityId: ids.promotionId,
      detail: { branchId: actor.branchId, before, after },
    });
    return after;
  });
}
