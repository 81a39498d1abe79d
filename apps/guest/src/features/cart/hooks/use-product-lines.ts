import type { TOrder, TOrderItem } from '@tableside/shared/contract/order';
import { pendingCartItems } from '@tableside/shared/domain/cart';
import { useCallback } from 'react';
import { useOrder } from '../../../lib/order-query';

const NONE: TOrderItem[] = [];

/** The product's lines in the shared cart (NEW group, visible), newest last. */
export function useProductLines(productMasterId: number): TOrderItem[] {
  const select = useCallback(
    (order: TOrder) =>
      pendingCartItems(order.orderGroups)
        .filter((item) => item.productMasterId === productMasterId)
        .sort((a, b) => a.orderTimeStamp.localeCompare(b.orderTimeStamp) || a.id - b.id),
    [productMasterId],
  );
  return useOrder(select).data ?? NONE;
}
