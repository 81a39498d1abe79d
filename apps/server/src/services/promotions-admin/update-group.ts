import {
  PROMOTION_CONFLICT_MESSAGE,
  type TAdminPromotionGroup,
  type TUpdatePromotionGroupBody,
} from '@tableside/shared/contract/promotions-admin';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { promotionGroups } from '../../db/schema/index';
import { writeAudit } from '../../lib/audit';
import { VersionConflictError } from '../../lib/version-conflict-error';
import { lockGroup, type PromotionScope, readGroup } from './promotion-rows';

/** Headers and container size of a group; a stale version is 409 with the group as it is. */
export async function updateGroup(
  db: Database,
  actor: PromotionScope & { userId: number },
  groupId: number,
  body: TUpdatePromotionGroupBody,
): Promise<TAdminPromotionGroup> {
  return db.transaction(async (tx) => {
    const row = await lockGroup(tx, actor, groupId);
    const before = await readGroup(tx, actor, groupId);
    if (row.version !== body.version) {
      throw new VersionConflictError(PROMOTION_CONFLICT_MESSAGE, before);
    }
    const { version, ...fields } = body;
    await tx
      .update(promotionGroups)
      .set({ ...fields, version: version + 1 })
      .where(eq(promotionGroups.id, groupId));
    const after = await readGroup(tx, actor, groupId);
    await writeAudit(tx, {
      tenantId: actor.tenantId,
      staffUserId: actor.userId,
      action: 'promotionGroup.update',
      entity: 'promotionGroup',
      entityId: groupId,
      detail: { branchId: actor.branchId, before: groupFields(before), after: groupFields(after) },
    });
    return after;
  });
}

/** The group without its promotions, for the audit trail. */
export const groupFields = ({ promotions: _, ...group }: TAdminPromotionGroup) => group;
