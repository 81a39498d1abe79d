import {
  type TAddOrderItemsResponse,
  type TOrderItemInput,
  ZAddOrderItemsResponse,
} from '@tableside/shared/contract/order-items';
import { assertGuestOrder, type GuestContext } from '../../http/guest-session';
import { EventBatch } from '../staff/event-batch';
import { mergeIntoCart, openCartGroup } from './cart-lines';
import { queueCartUpdateFrom } from './cart-update-event';
import { onceForKey } from './idempotency';
import { toWireOrder } from './load-order';
import type { OrderDeps } from './order-deps';
import { lockOrderNextSeq } from './order-events';
import { assertCartWritable, assertOrderTimeOpen } from './order-guards';
import { readOrder } from './order-snapshot';
import { priceOrderLines } from './price-order-lines';

export interface AddOrderItemsInput {
  guest: GuestContext;
  orderId: number;
  items: TOrderItemInput[];
  idempotencyKey?: string;
}

/**
 * Items from a menu card or Repeat into the table's cart. No verification is needed to fill
 * the cart: the spec gates the slide-to-confirm, which is what reaches the kitchen.
 */
export async function addOrderItems(
  deps: OrderDeps,
  input: AddOrderItemsInput,
): Promise<TAddOrderItemsResponse> {
  const { guest, orderId } = input;
  assertGuestOrder(guest, orderId);
  const batch = new EventBatch();
  const request = { add: orderId, items: input.items };
  const idempotency = { guest, key: input.idempotencyKey, request };
  const result = await deps.db.transaction((tx) =>
    onceForKey(tx, idempotency, ZAddOrderItemsResponse, async () => {
      // The hours and the menu are the branch's, not the order's: read before the order's lock,
      // which the table's other writers wait on, so they wait through fewer round trips.
      await assertOrderTimeOpen(tx, deps.clock, guest.branchId);
      const scope = {
        tenantId: guest.tenantId,
        branchId: guest.branchId,
        customerId: guest.customerId,
      };
      const lines = await priceOrderLines(
        tx,
        scope,
        input.items.map((item, index) => ({ input: item, field: `menuItemsBody.${index}.` })),
      );
      const order = await lockOrderNextSeq(tx, guest.tenantId, orderId);
      assertCartWritable(order);
      const orderGroupId = await openCartGroup(tx, order);
      const target = {
        tenantId: order.tenantId,
        orderId,
        orderGroupId,
        customerId: guest.customerId,
      };
      const orderItemIds = await mergeIntoCart(tx, target, lines);

      const seq = order.eventSeq;
      const snapshot = await readOrder(tx, orderId);
      queueCartUpdateFrom(batch, snapshot, {
        orderId,
        seq,
        orderItemIds,
        byCustomerId: guest.customerId,
      });
      return { orderItemIds, order: toWireOrder(snapshot) };
    }),
  );
  batch.publishTo(deps.publisher);
  return result;
}
