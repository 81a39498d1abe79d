import {
  ZBill,
  ZBillingQuery,
  ZRequestBillQuery,
  ZSaveBillingBody,
} from '@tableside/shared/contract/bill';
import { ZTenantHeaders } from '@tableside/shared/contract/common';
import { ZOrder } from '@tableside/shared/contract/order';
import { GUEST_ROUTES } from '@tableside/shared/contract/routes';
import type { AppDeps } from '../../app-deps';
import { GUEST_WRITE_ERRORS } from '../../http/error-responses';
import { requireGuest } from '../../http/guest-session';
import type { AppFastify } from '../../http/types';
import { getOrderBilling } from '../../services/billing/get-order-billing';
import { requestBill } from '../../services/billing/request-bill';
import { saveBillingResponse } from '../../services/billing/save-billing-response';

/** The check-out page's calls: the bill, the bill request, and saving the paid bill. */
export function billingRoutes(app: AppFastify, deps: AppDeps) {
  const { db } = deps.database;
  const services = { db, clock: deps.clock, publisher: deps.publisher };

  app.get(
    GUEST_ROUTES.billing,
    {
      schema: {
        tags: ['billing'],
        summary: 'The bill of the order, computed now (never cached)',
        querystring: ZBillingQuery,
        headers: ZTenantHeaders,
        response: { 200: ZBill, ...GUEST_WRITE_ERRORS },
      },
    },
    async (req, reply) => {
      // The bill changes with every cancellation, discount and payment: no cache may keep it.
      reply.header('cache-control', 'no-store');
      return getOrderBilling(services, {
        guest: await requireGuest(db, deps.clock, req),
        ...req.query,
      });
    },
  );

  app.put(
    GUEST_ROUTES.requestBill,
    {
      schema: {
        tags: ['billing'],
        summary: 'Ask for the bill: the order becomes REQUEST_BILL and the table stops ordering',
        querystring: ZRequestBillQuery,
        headers: ZTenantHeaders,
        response: { 200: ZOrder, ...GUEST_WRITE_ERRORS },
      },
    },
    async (req) =>
      requestBill(services, {
        guest: await requireGuest(db, deps.clock, req),
        orderId: req.query.orderId,
      }),
  );

  app.put(
    GUEST_ROUTES.saveBilling,
    {
      schema: {
        tags: ['billing'],
        summary: 'Save the paid bill as the guest saw it (after CHARGED)',
        body: ZSaveBillingBody,
        headers: ZTenantHeaders,
        response: { 200: ZOrder, ...GUEST_WRITE_ERRORS },
      },
    },
    async (req) =>
      saveBillingResponse(services, {
        guest: await requireGuest(db, deps.clock, req),
        orderId: req.body.billDetailsBody.orderId,
        payableAmount: req.body.billDetailsBody.payableAmount,
      }),
  );
}
