import { ZTenantHeaders } from '@tableside/shared/contract/common';
import { ZOrder, ZOrderQuery } from '@tableside/shared/contract/order';
import {
  ZPreviousCustomisationsQuery,
  ZPreviousCustomisationsResponse,
  ZReOrderQuery,
  ZReOrderResponse,
} from '@tableside/shared/contract/order-items';
import { GUEST_ROUTES } from '@tableside/shared/contract/routes';
import type { AppDeps } from '../../app-deps';
import { GUEST_READ_ERRORS } from '../../http/error-responses';
import { requireGuest } from '../../http/guest-session';
import type { AppFastify } from '../../http/types';
import { getGuestOrder } from '../../services/orders/get-guest-order';
import { getPreviousCustomisations } from '../../services/orders/get-previous-customisations';
import { getReorderItems } from '../../services/orders/get-reorder-items';

/** What the guest app reads of its order: the order, Repeat and previous customisations. */
export function orderReadRoutes(app: AppFastify, { database, clock }: AppDeps) {
  const { db } = database;

  app.get(
    GUEST_ROUTES.order,
    {
      schema: {
        tags: ['order'],
        summary: "The guest's order (also when closed or void, so the app can redirect)",
        querystring: ZOrderQuery,
        headers: ZTenantHeaders,
        response: { 200: ZOrder, ...GUEST_READ_ERRORS },
      },
    },
    async (req) => getGuestOrder(db, await requireGuest(db, clock, req), req.query.id),
  );

  app.get(
    GUEST_ROUTES.reOrder,
    {
      schema: {
        tags: ['order'],
        summary: 'Repeat: confirmed items by category at today’s prices',
        querystring: ZReOrderQuery,
        headers: ZTenantHeaders,
        response: { 200: ZReOrderResponse, ...GUEST_READ_ERRORS },
      },
    },
    async (req) => getReorderItems(db, await requireGuest(db, clock, req), req.query.orderId),
  );

  app.get(
    GUEST_ROUTES.previousCustomisations,
    {
      schema: {
        tags: ['order'],
        summary: 'Earlier customisations of a product in this order (repeat-customisation modal)',
        querystring: ZPreviousCustomisationsQuery,
        headers: ZTenantHeaders,
        response: { 200: ZPreviousCustomisationsResponse, ...GUEST_READ_ERRORS },
      },
    },
    async (req) => getPreviousCustomisations(db, await requireGuest(db, clock, req), req.query),
  );
}
