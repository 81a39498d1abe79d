import type { TCatalogueItem } from '@tableside/shared/contract/catalogue';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { branchMenuItems, menuItems, products } from '../../db/schema/index';
import { AppError, notFound } from '../../lib/app-error';
import { rooms } from '../../realtime/rooms';
import { EventBatch } from '../staff/event-batch';
import type { StaffDeps } from '../staff/staff-deps';
import { bumpProductVersion } from './branch-size-row';
import { lockCartsHolding, queueStockChange } from './branch-stock-events';
import { auditCatalogue } from './catalogue-audit';
import type { CatalogueScope } from './catalogue-scope';
import { readCatalogueItem } from './read-catalogue-items';

export const LAST_MENU_MESSAGE =
  'This is the only branch whose menu has this item: archive the item instead';

/**
 * Puts a brand item on this branch's menu (its live sizes at the brand's default prices, in
 * stock) or takes it off (this branch's rows go). Taking off deletes rows no order points at:
 * order items point at the size (menu_items), never at a branch row, and keep the name and
 * price they were ordered with, so history is untouched; a cart still holding the size shows
 * it out of stock. The item's last branch row is refused (409): the add-on limits live on
 * the branch rows, and an item on no menu is what archiving is for.
 */
export async function setBranchItem(
  deps: StaffDeps,
  scope: CatalogueScope,
  productId: number,
  onMenu: boolean,
): Promise<TCatalogueItem> {
  const { tenantId, branchId } = scope;
  const batch = new EventBatch();
  const result = await deps.db.transaction(async (tx) => {
    const [product] = await tx
      .select({ id: products.id, name: products.displayName, archivedAt: products.archivedAt })
      .from(products)
      .where(and(eq(products.id, productId), eq(products.tenantId, tenantId)))
      .for('update');
    if (!product) throw notFound('Product');
    const before = await readCatalogueItem(tx, scope, productId);
    const sizes = await tx
      .select({ id: menuItems.id, priceMinor: menuItems.defaultPriceMinor })
      .from(menuItems)
      .where(eq(menuItems.productId, productId))
      .orderBy(asc(menuItems.id));
    const sizeIds = sizes.map((s) => s.id);
    const rows = await tx
      .select()
      .from(branchMenuItems)
      .where(inArray(branchMenuItems.menuItemId, sizeIds));
    const here = rows.filter((r) => r.branchId === branchId);

    let changedIds: number[];
    if (onMenu) {
      if (product.archivedAt) {
        throw new AppError('CONFLICT', `${product.name} is archived: restore it first`);
      }
      const live = await tx
        .select({ id: menuItems.id, priceMinor: menuItems.defaultPriceMinor })
        .from(menuItems)
        .where(and(eq(menuItems.productId, productId), isNull(menuItems.archivedAt)));
      const missing = live.filter((s) => !here.some((r) => r.menuItemId === s.id));
      // The add-on limits are the product's, alike on every branch row.
      const limits = rows[0] ?? { minModifiers: 0, maxModifiers: 0 };
      if (missing.length > 0) {
        await tx.insert(branchMenuItems).values(
          missing.map((s) => ({
            tenantId,
            branchId,
            menuItemId: s.id,
            priceMinor: s.priceMinor,
            minModifiers: limits.minModifiers,
            maxModifiers: limits.maxModifiers,
          })),
        );
      }
      changedIds = missing.map((s) => s.id);
    } else {
      if (here.length > 0 && rows.every((r) => r.branchId === branchId)) {
        throw new AppError('CONFLICT', LAST_MENU_MESSAGE);
      }
      changedIds = here.map((r) => r.menuItemId);
    }
    if (changedIds.length === 0) return readCatalogueItem(tx, scope, productId);

    const lockedOrderIds = await lockCartsHolding(tx, scope, changedIds);
    if (!onMenu) {
      await tx
        .delete(branchMenuItems)
        .where(
          and(
            eq(branchMenuItems.branchId, branchId),
            inArray(branchMenuItems.menuItemId, changedIds),
          ),
        );
    }
    await queueStockChange(tx, batch, scope, {
      menuItemIds: changedIds,
      available: () => onMenu,
      lockedOrderIds,
      tellGuests: false,
    });
    batch.add(rooms.price(branchId), 'updatePrice', { branchId, reason: 'menu' });
    await bumpProductVersion(tx, productId);
    const after = await readCatalogueItem(tx, scope, productId);
    await auditCatalogue(tx, scope, {
      action: 'item.branch',
      entity: 'product',
      entityId: productId,
      before,
      after,
    });
    return after;
  });
  batch.publishTo(deps.publisher);
  return result;
}
