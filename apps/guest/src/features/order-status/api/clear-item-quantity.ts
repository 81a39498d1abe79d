import { ZOrder } from '@tableside/shared/contract/order';
import { GUEST_ROUTES } from '@tableside/shared/contract/routes';
import { MSG } from '@tableside/shared/domain/messages';
import { api } from '../../../lib/api-client';

/**
 * `PUT /v1/order-items/public/update-quantity?id=&price=0&quantity=0`: takes one unconfirmed
 * item out of the cart. Answers the order as it is afterwards.
 */
export const clearItemQuantity = (orderItemId: number) =>
  api.request({
    path: GUEST_ROUTES.updateQuantity,
    method: 'PUT',
    query: { id: orderItemId, price: 0, quantity: 0 },
    schema: ZOrder,
    fallbackMessage: MSG.updateQuantityFailed,
  });
