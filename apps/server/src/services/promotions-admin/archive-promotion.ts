import {
  PROMOTION_CONFLICT_MESSAGE,
  type TAdminPromotion,
  type TPromotionArchiveBody,
} from '@tableside/shared/contract/promotions-admin';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { promotions } from '../../db/schema/index';
import { writeAudit } from '../../lib/audit';
import { VersionConflictError } from '../../lib/version-conflict-error';
import { lockPromotion, type PromotionScope, readPromotion } from './promotion-rows';

/** Deletes a promotion (deleteStatus: hidden from guests, kept) or restores it. */
export async function archivePromotion(
  db: Database,
  actor: PromotionScope & { userId: number },
  ids: { groupId: number; promotionId: number },
  body: TPromotionArchiveBody,
): Promise<TAdminPromotion> {
  return db.transaction(async (tx) => {
    const row = await lockPromotion(tx, actor, ids.groupId, ids.promotionId);
    const before = await readPromotion(tx, ids.promotionId);
    if (row.version !== body.version) {
      throw new VersionConflictError(PROMOTION_CONFLICT_MESSAGE, before);
    }
    if (row.deleteStatus === body.archived) return before;
    await tx
      .update(promotions)
      .set({ deleteStatus: body.archived, version: body.version + 1 })
      .where(eq(promotions.id, ids.promotionId));
    const after = await readPromotion(tx, ids.promotionId);
    await writeAudit(tx, {
      tenantId: actor.tenantId,
      staffUserId: actor.userId,
      action: body.archived ? 'promotion.archive' : 'promotion.restore',
      entity: 'promotion',
      entityId: ids.promotionId,
      detail: { branchId: actor.branchId, before, after },
    });
    return after;
  });
}
