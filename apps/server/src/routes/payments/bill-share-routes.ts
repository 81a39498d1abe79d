import {
  ZShareRequest,
  ZShareSessionResponse,
  ZSplitBill,
} from '@tableside/shared/contract/bill-share';
import {
  IDEMPOTENCY_HEADER,
  ZIdempotentTenantHeaders,
  ZTenantHeaders,
} from '@tableside/shared/contract/common';
import { ZErrorBody } from '@tableside/shared/contract/error';
import { ZPaymentStatusQuery } from '@tableside/shared/contract/payment';
import { GUEST_ROUTES } from '@tableside/shared/contract/routes';
import type { AppDeps } from '../../app-deps';
import { GUEST_WRITE_ERRORS } from '../../http/error-responses';
import { requireGuest } from '../../http/guest-session';
import type { AppFastify } from '../../http/types';
import { createBillShare } from '../../services/bill-shares/create-bill-share';
import { getSplitBill } from '../../services/bill-shares/get-split-bill';
import { paymentServices } from './payment-services';

/** A split bill (issue 17, decision 0019): the live bill and paying one share of it. */
export function billShareRoutes(app: AppFastify, deps: AppDeps) {
  const { db } = deps.database;
  const services = paymentServices(deps);

  app.get(
    GUEST_ROUTES.splitBill,
    {
      schema: {
        tags: ['payment'],
        summary: 'The split bill: lines with who ordered and who pays them, paid, held, remaining',
        querystring: ZPaymentStatusQuery,
        headers: ZTenantHeaders,
        response: { 200: ZSplitBill, ...GUEST_WRITE_ERRORS },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      const guest = await requireGuest(db, deps.clock, req);
      return getSplitBill(services, { guest, orderId: req.query.orderId });
    },
  );

  app.post(
    GUEST_ROUTES.billShare,
    {
      schema: {
        tags: ['payment'],
        summary: 'Pay a share of the split bill: holds it and opens its gateway session',
        description:
          '409 when the quote differs from expectedAmount (the bill changed) or the share ' +
          'no longer fits (paid or held by others); no gateway session is opened then.',
        body: ZShareRequest,
        headers: ZIdempotentTenantHeaders,
        response: { 200: ZShareSessionResponse, ...GUEST_WRITE_ERRORS, 502: ZErrorBody },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return createBillShare(services, {
        guest: await requireGuest(db, deps.clock, req),
        body: req.body,
        idempotencyKey: req.headers[IDEMPOTENCY_HEADER],
      });
    },
  );
}
