import {
  PROMOTION_CONFLICT_MESSAGE,
  type TAdminPromotionGroup,
  type TPromotionArchiveBody,
} from '@tableside/shared/contract/promotions-admin';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { promotionGroups } from '../../db/schema/index';
import { writeAudit } from '../../lib/audit';
import type { Clock } from '../../lib/clock';
import { VersionConflictError } from '../../lib/version-conflict-error';
import { lockGroup, type PromotionScope, readGroup } from './promotion-rows';
import { groupFields } from './update-group';

/** Archives a group (hidden from guests with all its promotions, kept) or restores it. */
export async function archiveGroup(
  deps: { db: Database; clock: Clock },
  actor: PromotionScope & { userId: number },
  groupId: number,
  body: TPromotionArchiveBody,
): Promise<TAdminPromotionGroup> {
  return deps.db.transaction(async (tx) => {
    const row = await lockGroup(tx, actor, groupId);
    const before = await readGroup(tx, actor, groupId);
    if (row.version !== body.version) {
      throw new VersionConflictError(PROMOTION_CONFLICT_MESSAGE, before);
    }
    if (before.archived === body.archived) return before;
    await tx
      .update(promotionGroups)
      .set({ archivedAt: body.archived ? deps.clock.now() : null, version: body.version + 1 })
      .where(eq(promotionGroups.id, groupId));
    const after = await readGroup(tx, actor, groupId);
    await writeAudit(tx, {
      tenantId: actor.tenantId,
      staffUserId: actor.userId,
      action: body.archived ? 'promotionGroup.archive' : 'promotionGroup.restore',
      entity: 'promotionGroup',
      entityId: groupId,
      detail: { branchId: actor.branchId, before: groupFields(before), after: groupFields(after) },
    });
    return after;
  });
}
