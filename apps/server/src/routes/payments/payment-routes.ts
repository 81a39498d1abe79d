import {
  IDEMPOTENCY_HEADER,
  ZIdempotentTenantHeaders,
  ZTenantHeaders,
} from '@tableside/shared/contract/common';
import { ZErrorBody } from '@tableside/shared/contract/error';
import {
  ZPaymentSessionBody,
  ZPaymentSessionResponse,
  ZPaymentStatus,
  ZPaymentStatusQuery,
} from '@tableside/shared/contract/payment';
import { GUEST_ROUTES } from '@tableside/shared/contract/routes';
import type { AppDeps } from '../../app-deps';
import { GUEST_WRITE_ERRORS } from '../../http/error-responses';
import { requireGuest } from '../../http/guest-session';
import type { AppFastify } from '../../http/types';
import { createReceiptSigner } from '../../lib/receipt-token';
import { createPaymentSession } from '../../services/payments/create-payment-session';
import { getPaymentStatus } from '../../services/payments/get-payment-status';
import { withShareReceipt } from '../../services/receipts/share-receipt-link';
import { linkOrigin } from '../tables/table-http';
import { paymentServices } from './payment-services';

/** Online payment: open a gateway session, and the status the result screen polls. */
export function paymentRoutes(app: AppFastify, deps: AppDeps) {
  const { db } = deps.database;
  const services = paymentServices(deps);
  const signer = createReceiptSigner(deps.config.APP_SECRET);

  app.get(
    GUEST_ROUTES.paymentStatus,
    {
      schema: {
        tags: ['payment'],
        summary: "The order's payment status; poll while shouldPoll (never cached)",
        querystring: ZPaymentStatusQuery,
        headers: ZTenantHeaders,
        response: { 200: ZPaymentStatus, ...GUEST_WRITE_ERRORS, 502: ZErrorBody },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      const guest = await requireGuest(db, deps.clock, req);
      const status = await getPaymentStatus(services, { guest, orderId: req.query.orderId });
      const publicUrl = linkOrigin(deps.config, req);
      return withShareReceipt({ db, signer }, { status, guest, publicUrl });
    },
  );

  app.post(
    GUEST_ROUTES.paymentSession,
    {
      schema: {
        tags: ['payment'],
        summary: 'Open an online payment of the bill at the gateway',
        body: ZPaymentSessionBody,
        headers: ZIdempotentTenantHeaders,
        response: { 200: ZPaymentSessionResponse, ...GUEST_WRITE_ERRORS, 502: ZErrorBody },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return createPaymentSession(services, {
        guest: await requireGuest(db, deps.clock, req),
        orderId: req.body.orderId,
        idempotencyKey: req.headers[IDEMPOTENCY_HEADER],
      });
    },
  );
}
