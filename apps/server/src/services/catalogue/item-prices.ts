// A size's brand default price moved: every branch still selling it at the old default follows
// (a branch with its own price keeps it), with its open carts repriced exactly as a branch's
// own price change does (services/staff/change-price.ts).
import type { UpdatePriceReason } from '@tableside/shared/contract/realtime';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { branchMenuItems } from '../../db/schema/index';
import { rooms } from '../../realtime/rooms';
import { repriceBranchSize } from '../staff/change-price';
import type { EventBatch } from '../staff/event-batch';
import type { DefaultPriceChange } from './item-sizes';

/** Answers the branches whose price of some size really changed. */
export async function followDefaultPrices(
  tx: Database,
  batch: EventBatch,
  tenantId: number,
  changes: readonly DefaultPriceChange[],
): Promise<number[]> {
  const repriced = new Set<number>();
  for (const change of changes) {
    const rows = await tx
      .select({ branchId: branchMenuItems.branchId })
      .from(branchMenuItems)
      .where(
        and(
          eq(branchMenuItems.tenantId, tenantId),
          eq(branchMenuItems.menuItemId, change.menuItemId),
          eq(branchMenuItems.priceMinor, change.fromMinor),
        ),
      )
      .orderBy(branchMenuItems.branchId);
    for (const { branchId } of rows) {
      const lines = await repriceBranchSize(tx, batch, {
        tenantId,
        branchId,
        menuItemId: change.menuItemId,
        priceMinor: change.toMinor,
      });
      if (lines !== null) repriced.add(branchId);
    }
  }
  return [...repriced].sort((a, b) => a - b);
}

/**
 * The guests browsing these branches refetch the menu (the event change-price publishes);
 * only a real price change ('price') shows them 'Prices have been changed!'.
 */
export function notifyBranches(
  batch: EventBatch,
  branchIds: readonly number[],
  reason: UpdatePriceReason,
): void {
  for (const branchId of new Set(branchIds)) {
    batch.add(rooms.price(branchId), 'updatePrice', { branchId, reason });
  }
}
