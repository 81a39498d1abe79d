import { ZCallWaiterQuery } from '@tableside/shared/contract/call-waiter';
import { ZTenantHeaders } from '@tableside/shared/contract/common';
import { ZOrder } from '@tableside/shared/contract/order';
import { GUEST_ROUTES } from '@tableside/shared/contract/routes';
import type { AppDeps } from '../../app-deps';
import { GUEST_WRITE_ERRORS } from '../../http/error-responses';
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
        response: { 200: ZOrder, ...GUEST_WRITE_ERRORS },
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
