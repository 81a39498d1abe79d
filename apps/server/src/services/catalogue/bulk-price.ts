// The bulk edit's price change: every size's price at the branch, by an amount or a percent.
import type { TCatalogueItem } from '@tableside/shared/contract/catalogue';
import type { TBulkEditBody } from '@tableside/shared/contract/catalogue-extras';
import { toMinor } from '@tableside/shared/domain/money';
import type { Database } from '../../db/client';
import { badRequest } from '../../lib/app-error';
import { repriceBranchSize } from '../staff/change-price';
import type { EventBatch } from '../staff/event-batch';
import type { CatalogueScope } from './catalogue-scope';

type PriceChange = Extract<TBulkEditBody['change'], { kind: 'price' }>;

/** The new price in paise: a percent is rounded to the paisa (half away from zero). */
export function bulkPriceMinor(priceMinor: number, change: Omit<PriceChange, 'kind'>): number {
  if (change.mode === 'amount') return priceMinor + toMinor(change.value);
  // In hundredths of a percent, so 12.5 % is exact arithmetic on integers.
  const basisPoints = Math.round(change.value * 100);
  return Math.round((priceMinor * (10_000 + basisPoints)) / 10_000);
}

/**
 * Reprices every size of the items that is on this branch's menu (open carts follow, like a
 * single price change). A result below 0 refuses the whole edit naming the item and size.
 * Answers the ids of the items whose price changed.
 */
export async function applyBulkPrice(
  tx: Database,
  batch: EventBatch,
  scope: CatalogueScope,
  items: readonly TCatalogueItem[],
  change: PriceChange,
): Promise<Set<number>> {
  const planned: Array<{ productId: number; menuItemId: number; priceMinor: number }> = [];
  for (const item of items) {
    for (const size of item.sizes) {
      if (size.price === null) continue;
      const priceMinor = bulkPriceMinor(toMinor(size.price), change);
      if (priceMinor < 0) {
        throw badRequest(
          `change.value: ${item.name} (${size.name}) would cost less than 0 (now ${size.price})`,
        );
      }
      if (priceMinor !== toMinor(size.price)) {
        planned.push({ productId: item.id, menuItemId: size.id, priceMinor });
      }
    }
  }
  const changed = new Set<number>();
  // Sizes in id order: two bulk edits over overlapping items lock carts in the same order.
  planned.sort((a, b) => a.menuItemId - b.menuItemId);
  for (const { productId, menuItemId, priceMinor } of planned) {
    const repriced = await repriceBranchSize(tx, batch, {
      tenantId: scope.tenantId,
      branchId: scope.branchId,
      menuItemId,
      priceMinor,
    });
    if (repriced !== null) changed.add(productId);
  }
  return changed;
}
