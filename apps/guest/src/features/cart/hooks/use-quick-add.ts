import type { TMenuProduct } from '@tableside/shared/contract/menu';
import { addItemFailed } from '@tableside/shared/domain/messages';
import { useRef } from 'react';
import { toast } from '../../../components/ui/toast-store';
import { createIdempotencyKeys } from '../../../lib/idempotency-key';
import { useAddOrderItems } from '../../../lib/use-add-order-items';
import { useSessionValue } from '../../../lib/use-session-value';
import { quickAddSize } from '../lib/card-price';

/** ADD on a card of a product without choices: one of its first available size. */
export function useQuickAdd(product: TMenuProduct) {
  const orderId = useSessionValue('OrderId');
  const customerId = useSessionValue('CustomerDetails')?.id ?? null;
  const add = useAddOrderItems();
  const keys = useRef(createIdempotencyKeys());

  const quickAdd = () => {
    const size = quickAddSize(product);
    const fallbackMessage = addItemFailed(product.displayName);
    if (orderId === null || customerId === null || size === null) {
      toast.error(fallbackMessage);
      return;
    }
    const items = [
      {
        quantity: 1,
        menuItemMaster: { id: size.menuItemMasterId },
        price: size.branchSettings.price,
        modifiers: [],
        orderItemModifierQuantityMappings: [],
        instructions: [],
        customerId,
      },
    ];
    const idempotencyKey = keys.current.keyFor(JSON.stringify(items));
    add.mutate(
      { orderId, items, idempotencyKey, fallbackMessage },
      { onSuccess: () => keys.current.settle() },
    );
  };

  return { quickAdd, adding: add.isPending };
}
