import { ZCallWaiterQuery } from '@tableside/shared/contract/call-waiter';
import { ZTenantHeaders } from '@tableside/shared/contract/common';
import { ZErrorBody } from '@tableside/shared/contract/error';
import { ZOrder } from '@tableside/shared/contract/order';
import { GUEST_ROUTES } from '@tableside/shared/contract/routes';
import type { AppDeps } from '../../app-deps';
import { requireGuest } from '../../http/guest-session';
import type { AppFastify } from '../../http/types';
import { callWaiter } from '../../services/orders/call-waiter';

export function callWaiterRoutes(app: AppFastify, deps: AppDeps) {
  const { db } = deps.database;
  app.put(
    GUEST_ROUTES.callWaiter,
    {
      schema: {
        tags: ['order'],
        summary: 'Call a waiter with reasons (repeated or comma-separated)',
        querystring: ZCallWaiterQuery,
        headers: ZTenantHeaders,
        response: {
          200: ZOrder,
          400: ZErrorBody,
          401: ZErrorBody,
          403: ZErrorBody,
          404: ZErrorBody,
          409: ZErrorBody,
        },
      },
    },
    async (req) =>
      callWaiter(
        { db, clock: deps.clock, publisher: deps.publisher },
        {
          guest: await requireGuest(db, deps.clock, req),
          orderId: req.query.orderId,
          callWaiter: req.query.callWaiter,
          reasons: req.query.callWaiterReasons,
        },
      ),
  );
}
