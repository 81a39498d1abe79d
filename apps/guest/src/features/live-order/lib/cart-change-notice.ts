import type { TOrder, TOrderItem } from '@tableside/shared/contract/order';
import type { TUpdateOrderCartEvent } from '@tableside/shared/contract/realtime';
import type { Texts } from '../../../lib/i18n/locale-store';

const sameEdit = (before: TOrderItem, after: TOrderItem) =>
  before.menuItemMaster.id === after.menuItemMaster.id &&
  JSON.stringify(before.instructions) === JSON.stringify(after.instructions) &&
  JSON.stringify(before.modifiers.map((m) => [m.id, m.qty])) ===
    JSON.stringify(after.modifiers.map((m) => [m.id, m.qty]));

/**
 * What a screen reader says when another guest at the table changes the shared cart (issue
 * 16, item 13): 'Asha added 2 × Paneer Tikka', 'Asha removed Paneer Tikka', 'Asha changed
 * Paneer Tikka to 3', read against the cart as this phone had it before the event. Null for
 * the guest's own changes, for staff changes (they have toasts of their own), and when there
 * is nothing to compare with. In the guest's language (`t`).
 */
export function cartChangeNotice(
  before: TOrder | undefined,
  event: TUpdateOrderCartEvent,
  selfCustomerId: number | null,
  t: Texts['t'],
): string | null {
  const by = event.changedBy;
  if (!before || !by || by.customerId === selfCustomerId) return null;
  const who = by.name?.trim() || t('someGuest');
  const previous = new Map(
    before.orderGroups.flatMap((group) => group.orderItems).map((item) => [item.id, item]),
  );
  const lines: string[] = [];
  for (const group of event.orderGroups) {
    if (group.status !== 'NEW') continue;
    for (const item of group.orderItems) {
      const old = previous.get(item.id);
      const had = old?.quantity ?? 0;
      const dish = item.menuItemMaster.displayName;
      if (had === 0 && item.quantity > 0) {
        lines.push(t('cartAdded', { who, quantity: item.quantity, dish }));
      } else if (had > 0 && item.quantity === 0) {
        lines.push(t('cartRemoved', { who, dish }));
      } else if (had !== item.quantity) {
        lines.push(t('cartQuantity', { who, dish, quantity: item.quantity }));
      } else if (old && !sameEdit(old, item)) {
        lines.push(t('cartEdited', { who, dish }));
      }
    }
  }
  return lines.length === 0 ? null : lines.join('. ');
}
