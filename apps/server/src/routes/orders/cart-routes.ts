import {
  IDEMPOTENCY_HEADER,
  ZIdempotentTenantHeaders,
  ZTenantHeaders,
} from '@tableside/shared/contract/common';
import { ZOrder } from '@tableside/shared/contract/order';
import {
  ZAddOrderItemsQuery,
  ZAddOrderItemsResponse,
  ZAddOrEditOrderItemsBody,
  ZConfirmationQuery,
  ZUpdateQuantityQuery,
} from '@tableside/shared/contract/order-items';
import { GUEST_ROUTES } from '@tableside/shared/contract/routes';
import type { AppDeps } from '../../app-deps';
import { GUEST_WRITE_ERRORS } from '../../http/error-responses';
import { requireGuest } from '../../http/guest-session';
import type { AppFastify } from '../../http/types';
import { badRequest } from '../../lib/app-error';
import { addOrderItems } from '../../services/orders/add-order-items';
import { confirmOrderGroup } from '../../services/orders/confirm-order-group';
import { editOrderItem } from '../../services/orders/edit-order-item';
import { updateItemQuantity } from '../../services/orders/update-item-quantity';
import { checkAddOrEditBody } from './add-or-edit-body';

/** Changing the table's cart: add, edit, quantity and the slide-to-confirm. */
export function cartRoutes(app: AppFastify, deps: AppDeps) {
  const { db } = deps.database;
  const services = { db, clock: deps.clock, publisher: deps.publisher };

  app.post(
    GUEST_ROUTES.addOrderItems,
    {
      schema: {
        tags: ['order'],
        summary:
          'Add items (?orderId=, body with menuItemsBody) or edit one (?orderItemId=, one item)',
        querystring: ZAddOrderItemsQuery,
        headers: ZIdempotentTenantHeaders,
        body: ZAddOrEditOrderItemsBody,
        response: { 200: ZAddOrderItemsResponse, ...GUEST_WRITE_ERRORS },
      },
      preValidation: checkAddOrEditBody,
    },
    async (req) => {
      const guest = await requireGuest(db, deps.clock, req);
      const idempotencyKey = req.headers[IDEMPOTENCY_HEADER];
      const { body, query } = req;
      if (query.orderItemId !== undefined) {
        if ('menuItemsBody' in body) throw badRequest('body: the edit call takes one item');
        return editOrderItem(services, {
          guest,
          orderItemId: query.orderItemId,
          item: body,
          idempotencyKey,
        });
      }
      if (!('menuItemsBody' in body)) throw badRequest('menuItemsBody: is required');
      if (body.orderId !== query.orderId) {
        throw badRequest('orderId: must be the same in the query and the body');
      }
      return addOrderItems(services, {
        guest,
        orderId: body.orderId,
        items: body.menuItemsBody,
        idempotencyKey,
      });
    },
  );

  app.put(
    GUEST_ROUTES.updateQuantity,
    {
      schema: {
        tags: ['order'],
        summary: 'Set the quantity of a cart item (0 removes it; the price is ignored)',
        querystring: ZUpdateQuantityQuery,
        headers: ZTenantHeaders,
        response: { 200: ZOrder, ...GUEST_WRITE_ERRORS },
      },
    },
    async (req) =>
      updateItemQuantity(services, {
        guest: await requireGuest(db, deps.clock, req),
        orderItemId: req.query.id,
        quantity: req.query.quantity,
      }),
  );

  app.put(
    GUEST_ROUTES.confirmation,
    {
      schema: {
        tags: ['order'],
        summary: 'Confirm the cart (slide-to-confirm): the group goes to the kitchen',
        querystring: ZConfirmationQuery,
        headers: ZTenantHeaders,
        response: { 200: ZOrder, ...GUEST_WRITE_ERRORS },
      },
    },
    async (req) =>
      confirmOrderGroup(services, {
        guest: await requireGuest(db, deps.clock, req),
        orderGroupId: req.query.orderGroupId,
      }),
  );
}
