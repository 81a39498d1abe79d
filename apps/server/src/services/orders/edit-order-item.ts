import {
  type TAddOrderItemsResponse,
  type TOrderItemInput,
  ZAddOrderItemsResponse,
} from '@tableside/shared/contract/order-items';
import { eq } from 'drizzle-orm';
import { orderItemModifiers, orderItems } from '../../db/schema/index';
import type { GuestContext } from '../../http/guest-session';
import { badRequest } from '../../lib/app-error';
import { EventBatch } from '../staff/event-batch';
import { insertAddOns } from './cart-lines';
import { queueCartUpdateFrom } from './cart-update-event';
import { onceForKey } from './idempotency';
import { toWireOrder } from './load-order';
import { lockCartItem } from './lock-cart-item';
import type { OrderDeps } from './order-deps';
import { assertOrderTimeOpen } from './order-guards';
import { readOrder } from './order-snapshot';
import { priceOrderLines } from './price-order-lines';

export interface EditOrderItemInput {
  guest: GuestContext;
  orderItemId: number;
  item: TOrderItemInput;
  idempotencyKey?: string;
}

/**
 * The customisation modal's edit: the cart line takes the new size, add-ons, instructions
 * and quantity at today's prices. It stays one line (no merge with an identical one), so the
 * id the app edited is the id it gets back; its adder stays who added it.
 */
export async function editOrderItem(
  deps: OrderDeps,
  input: EditOrderItemInput,
): Promise<TAddOrderItemsResponse> {
  const { guest, orderItemId } = input;
  const batch = new EventBatch();
  const request = { edit: orderItemId, item: input.item };
  const idempotency = { guest, key: input.idempotencyKey, request };
  const result = await deps.db.transaction((tx) =>
    onceForKey(tx, idempotency, ZAddOrderItemsResponse, async () => {
      const { order, item } = await lockCartItem(tx, guest, orderItemId, { nextSeq: true });
      await assertOrderTimeOpen(tx, deps.clock, order.branchId);
      const scope = {
        tenantId: order.tenantId,
        branchId: order.branchId,
        customerId: guest.customerId,
      };
      const [line] = await priceOrderLines(tx, scope, [{ input: input.item, field: '' }]);
      if (!line) throw new Error('no priced line for the edited item');
      if (line.productId !== item.productId) {
        throw badRequest('menuItemMaster.id: must be a serving size of the same product');
      }
      await tx
        .update(orderItems)
        .set({
          menuItemId: line.menuItemId,
          quantity: line.quantity,
          unitPriceMinor: line.unitPriceMinor,
          instructions: line.instructions,
          actionType: 'UPDATE',
        })
        .where(eq(orderItems.id, item.id));
      await tx.delete(orderItemModifiers).where(eq(orderItemModifiers.orderItemId, item.id));
      await insertAddOns(tx, order.tenantId, item.id, line.addOns);

      const seq = order.eventSeq;
      const snapshot = await readOrder(tx, order.id);
      queueCartUpdateFrom(batch, snapshot, {
        orderId: order.id,
        seq,
        orderItemIds: [item.id],
        byCustomerId: guest.customerId,
      });
      return { orderItemIds: [item.id], order: toWireOrder(snapshot) };
    }),
  );
  batch.publishTo(deps.publisher);
  return result;
}
