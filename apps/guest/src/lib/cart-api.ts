import { IDEMPOTENCY_HEADER } from '@tableside/shared/contract/common';
import { ZOrder } from '@tableside/shared/contract/order';
import {
  type TOrderItemInput,
  ZAddOrderItemsResponse,
} from '@tableside/shared/contract/order-items';
import { GUEST_ROUTES } from '@tableside/shared/contract/routes';
import { MSG } from '@tableside/shared/domain/messages';
import { api } from './api-client';

// The cart writes several features make (menu cards, the customisation sheet, Repeat, My
// Orders). Each answers the order as it now is; callers put it into the cache (putOrder).

export interface AddItemsInput {
  orderId: number;
  items: TOrderItemInput[];
  /** One key per submit, reused when the same submit is retried (lib/idempotency-key). */
  idempotencyKey: string;
  /** Section 8 default when the answer carries no text ('Something went wrong while adding ...'). */
  fallbackMessage: string;
}

/** `POST /v1/order/public/addOrderItems?orderId=` (DECISIONS "Paths"). */
export const postAddOrderItems = ({
  orderId,
  items,
  idempotencyKey,
  fallbackMessage,
}: AddItemsInput) =>
  api.request({
    path: GUEST_ROUTES.addOrderItems,
    method: 'POST',
    query: { orderId },
    body: { orderId, menuItemsBody: items },
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
    schema: ZAddOrderItemsResponse,
    fallbackMessage,
  });

export interface EditItemInput {
  orderItemId: number;
  item: TOrderItemInput;
  idempotencyKey: string;
}

/** `POST /v1/order/public/addOrderItems?orderItemId=`: replaces one cart line's customisation. */
export const postEditOrderItem = ({ orderItemId, item, idempotencyKey }: EditItemInput) =>
  api.request({
    path: GUEST_ROUTES.addOrderItems,
    method: 'POST',
    query: { orderItemId },
    body: item,
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
    schema: ZAddOrderItemsResponse,
    fallbackMessage: MSG.updateOrderFailed,
  });

export interface UpdateQuantityInput {
  orderItemId: number;
  quantity: number;
  /** The spec's client value ('price or 0'); the server prices lines itself. */
  price: number;
}

/** `PUT /v1/order-items/public/update-quantity?id=&price=&quantity=`; 0 removes the line. */
export const putUpdateQuantity = ({ orderItemId, quantity, price }: UpdateQuantityInput) =>
  api.request({
    path: GUEST_ROUTES.updateQuantity,
    method: 'PUT',
    query: { id: orderItemId, price, quantity },
    schema: ZOrder,
    fallbackMessage: MSG.updateQuantityFailed,
  });
