import type { TBranchSizeBody, TCatalogueItem } from '@tableside/shared/contract/catalogue';
import { toMinor } from '@tableside/shared/domain/money';
import { eq } from 'drizzle-orm';
import { branchMenuItems } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { rooms } from '../../realtime/rooms';
import { repriceBranchSize } from '../staff/change-price';
import { EventBatch } from '../staff/event-batch';
import type { StaffDeps } from '../staff/staff-deps';
import {
  bumpProductVersion,
  databaseNow,
  isGuestAvailable,
  lockBranchSize,
} from './branch-size-row';
import { lockCartsHolding, queueStockChange } from './branch-stock-events';
import { auditCatalogue } from './catalogue-audit';
import type { CatalogueScope } from './catalogue-scope';
import { readCatalogueItem } from './read-catalogue-items';

export const SNOOZE_IN_PAST_MESSAGE = 'snoozedUntil must be in the future';

/**
 * A size at this branch: its own price, switched on or off, '86'd until an instant or the
 * snooze lifted, in one transaction. A real price change reprices the open carts' lines and
 * tells browsing guests 'Prices have been changed!'; a change of what guests can order tells
 * carts, consoles and guests without the price toast. Nothing changed: nothing written, no one told.
 */
export async function setBranchSize(
  deps: StaffDeps,
  scope: CatalogueScope,
  menuItemId: number,
  body: TBranchSizeBody,
): Promise<TCatalogueItem> {
  const { tenantId, branchId } = scope;
  const batch = new EventBatch();
  const result = await deps.db.transaction(async (tx) => {
    const size = await lockBranchSize(tx, scope, menuItemId);
    const row = size.branch;
    if (!row) {
      throw new AppError('CONFLICT', `${size.productName} is not on this branch's menu`);
    }
    const now = await databaseNow(tx, branchId);
    const snoozedUntil =
      body.snoozedUntil === undefined
        ? row.snoozedUntil
        : body.snoozedUntil === null
          ? null
          : new Date(body.snoozedUntil);
    if (snoozedUntil && body.snoozedUntil && snoozedUntil <= now) {
      throw new AppError('BAD_REQUEST', SNOOZE_IN_PAST_MESSAGE);
    }
    const before = await readCatalogueItem(tx, scope, size.productId);
    const priceMinor = body.price === undefined ? row.priceMinor : toMinor(body.price);
    const isAvailable = body.available ?? row.isAvailable;
    // An expired snooze is no snooze: lifting it again is no change.
    const liveSnooze = (at: Date | null) => (at && at > now ? at.getTime() : null);
    const priceChanged = priceMinor !== row.priceMinor;
    const stateChanged =
      isAvailable !== row.isAvailable || liveSnooze(snoozedUntil) !== liveSnooze(row.snoozedUntil);
    if (!priceChanged && !stateChanged) return readCatalogueItem(tx, scope, size.productId);

    const wasOrderable = isGuestAvailable(row, now);
    const isOrderable = isGuestAvailable({ isAvailable, snoozedUntil }, now);
    const lockedOrderIds =
      wasOrderable !== isOrderable ? await lockCartsHolding(tx, scope, [menuItemId]) : [];
    if (priceChanged) {
      await repriceBranchSize(tx, batch, { tenantId, branchId, menuItemId, priceMinor });
    }
    if (stateChanged) {
      await tx
        .update(branchMenuItems)
        .set({ isAvailable, snoozedUntil: liveSnooze(snoozedUntil) ? snoozedUntil : null })
        .where(eq(branchMenuItems.id, row.id));
    }
    if (wasOrderable !== isOrderable) {
      await queueStockChange(tx, batch, scope, {
        menuItemIds: [menuItemId],
        available: () => isOrderable,
        lockedOrderIds,
        tellGuests: !priceChanged,
      });
    }
    if (priceChanged) {
      batch.add(rooms.price(branchId), 'updatePrice', { branchId, reason: 'price' });
    } else if (wasOrderable === isOrderable) {
      // On to off while snoozed, say: guests see nothing new, but the editor's list refetches.
      batch.add(rooms.staff(scope), 'staffStockUpdate', {
        branchId,
        menuItemMasterId: menuItemId,
        available: isOrderable,
      });
    }
    await bumpProductVersion(tx, size.productId);
    const after = await readCatalogueItem(tx, scope, size.productId);
    await auditCatalogue(tx, scope, {
      action: 'size.branch',
      entity: 'product',
      entityId: size.productId,
      before,
      after,
    });
    return after;
  });
  batch.publishTo(deps.publisher);
  return result;
}
