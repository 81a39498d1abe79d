import type { TOrderItem } from '@tableside/shared/contract/order';
import { toMajor, toMinor } from '@tableside/shared/domain/money';
import { customisationKey, customisationOf } from './cart-lines';

/**
 * One entry per customisation (size, add-ons, instructions), quantities and line totals
 * summed, in first-seen order: Repeat and the repeat-customisation modal offer each way the
 * table had a product once. Items must be priced alike (today's prices) for the sums to hold.
 */
export function mergeSameCustomisation(items: readonly TOrderItem[]): TOrderItem[] {
  const merged = new Map<string, TOrderItem>();
  for (const item of items) {
    const key = customisationKey(customisationOf(item));
    const seen = merged.get(key);
    merged.set(
      key,
      seen
        ? {
            ...seen,
            quantity: seen.quantity + item.quantity,
            cancelledQuantity: seen.cancelledQuantity + item.cancelledQuantity,
            price: toMajor(toMinor(seen.price) + toMinor(item.price)),
          }
        : item,
    );
  }
  return [...merged.values()];
}
