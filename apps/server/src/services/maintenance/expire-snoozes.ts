import { and, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { branchMenuItems } from '../../db/schema/index';
import type { EventPublisher } from '../../realtime/publisher';
import { lockCartsHolding, queueStockChange } from '../catalogue/branch-stock-events';
import { EventBatch } from '../staff/event-batch';

const expired = and(
  isNotNull(branchMenuItems.snoozedUntil),
  lte(branchMenuItems.snoozedUntil, sql`now()`),
);

/**
 * Snoozes whose time has come end: guests' reads already count such a size as available (the
 * rule in services/menu/guest-availability), so this clears the column and tells the branch's
 * guests, carts and consoles, as a staff member switching it back on would. Several server
 * processes may run it at once: the conditional UPDATE ... RETURNING hands each row to exactly
 * one of them, so only that one publishes. Answers how many sizes came back.
 */
export async function expireSnoozes(deps: {
  db: Database;
  publisher: EventPublisher;
}): Promise<number> {
  const due = await deps.db
    .selectDistinct({ tenantId: branchMenuItems.tenantId, branchId: branchMenuItems.branchId })
    .from(branchMenuItems)
    .where(expired);
  let back = 0;
  // One transaction per branch: a busy branch does not hold another's carts.
  for (const ref of due) back += await expireAtBranch(deps, ref);
  return back;
}

async function expireAtBranch(
  deps: { db: Database; publisher: EventPublisher },
  ref: { tenantId: number; branchId: number },
): Promise<number> {
  const batch = new EventBatch();
  const count = await deps.db.transaction(async (tx) => {
    const atBranch = and(eq(branchMenuItems.branchId, ref.branchId), expired);
    const candidates = await tx
      .select({ menuItemId: branchMenuItems.menuItemId })
      .from(branchMenuItems)
      .where(atBranch);
    const menuItemIds = candidates.map((row) => row.menuItemId).sort((a, b) => a - b);
    if (menuItemIds.length === 0) return 0;
    // Carts first, like every writer of the branch's rows (no deadlock with a price change).
    const lockedOrderIds = await lockCartsHolding(tx, ref, menuItemIds);
    const cleared = await tx
      .update(branchMenuItems)
      .set({ snoozedUntil: null })
      .where(and(atBranch, inArray(branchMenuItems.menuItemId, menuItemIds)))
      .returning({
        menuItemId: branchMenuItems.menuItemId,
        isAvailable: branchMenuItems.isAvailable,
      });
    // A size switched off while snoozed stays off: guests see no change for it.
    const cameBack = cleared.filter((row) => row.isAvailable).map((row) => row.menuItemId);
    await queueStockChange(tx, batch, ref, {
      menuItemIds: cameBack,
      available: () => true,
      lockedOrderIds,
    });
    return cleared.length;
  });
  batch.publishTo(deps.publisher);
  return count;
}
