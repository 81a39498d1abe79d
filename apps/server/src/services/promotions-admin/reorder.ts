// Drag-to-reorder of groups (within a branch) and of promotions (within a group).
import {
  PROMOTION_ORDER_CONFLICT_MESSAGE,
  type TPromotionOrderBody,
} from '@tableside/shared/contract/promotions-admin';
import { and, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { promotionGroups, promotions } from '../../db/schema/index';
import { writeAudit } from '../../lib/audit';
import { VersionConflictError } from '../../lib/version-conflict-error';
import { lockGroup, type PromotionScope } from './promotion-rows';

type Actor = PromotionScope & { userId: number };

/**
 * The order must name exactly the list's members: a list someone else added to or changed
 * meanwhile is 409, so nothing is silently left out of the order. Sequence is not an edited
 * field of any form, so a reorder does not bump versions (open forms stay saveable).
 */
function checkSameMembers(current: number[], ordered: number[]) {
  const same =
    current.length === ordered.length &&
    new Set(ordered).size === ordered.length &&
    ordered.every((id) => current.includes(id));
  if (!same) throw new VersionConflictError(PROMOTION_ORDER_CONFLICT_MESSAGE);
}

async function audit(
  tx: Transaction,
  actor: Actor,
  what: { action: string; entity: string; entityId: number },
  before: number[],
  after: number[],
) {
  await writeAudit(tx, {
    tenantId: actor.tenantId,
    staffUserId: actor.userId,
    ...what,
    detail: { branchId: actor.branchId, before: { order: before }, after: { order: after } },
  });
}

export async function reorderGroups(db: Database, actor: Actor, body: TPromotionOrderBody) {
  const { tenantId, branchId } = actor;
  await db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: promotionGroups.id })
      .from(promotionGroups)
      .where(and(eq(promotionGroups.tenantId, tenantId), eq(promotionGroups.branchId, branchId)))
      .orderBy(promotionGroups.sequence, promotionGroups.id)
      .for('update');
    const before = rows.map((r) => r.id);
    checkSameMembers(before, body.orderedIds);
    for (const [index, id] of body.orderedIds.entries()) {
      await tx
        .update(promotionGroups)
        .set({ sequence: index + 1 })
        .where(eq(promotionGroups.id, id));
    }
    const what = { action: 'promotionGroup.reorder', entity: 'branch', entityId: branchId };
    await audit(tx, actor, what, before, body.orderedIds);
  });
}

export async function reorderPromotions(
  db: Database,
  actor: Actor,
  groupId: number,
  body: TPromotionOrderBody,
) {
  await db.transaction(async (tx) => {
    await lockGroup(tx, actor, groupId);
    const rows = await tx
      .select({ id: promotions.id })
      .from(promotions)
      .where(and(eq(promotions.groupId, groupId), eq(promotions.tenantId, actor.tenantId)))
      .orderBy(promotions.sequence, promotions.id)
      .for('update');
    const before = rows.map((r) => r.id);
    checkSameMembers(before, body.orderedIds);
    for (const [index, id] of body.orderedIds.entries()) {
      await tx
        .update(promotions)
        .set({ sequence: index + 1 })
        .where(eq(promotions.id, id));
    }
    const what = { action: 'promotion.reorder', entity: 'promotionGroup', entityId: groupId };
    await audit(tx, actor, what, before, body.orderedIds);
  });
}
