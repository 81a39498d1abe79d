import { IDEMPOTENCY_HEADER, ZIdempotencyKey } from '@tableside/shared/contract/common';
import { ZErrorBody } from '@tableside/shared/contract/error';
import { ZRefundBody } from '@tableside/shared/contract/refunds';
import { STAFF_ROUTES } from '@tableside/shared/contract/routes';
import { ZStaffOrderParams } from '@tableside/shared/contract/staff';
import { ZStaffBill } from '@tableside/shared/contract/staff-console';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { requireStaff, STAFF_WRITE_ERRORS } from '../../http/staff-auth';
import type { AppFastify } from '../../http/types';
import { refundPayment } from '../../services/payments/refund-payment';

/** A retry with the same key reaches the gateway as the same refund. */
const ZRefundHeaders = z.looseObject({ [IDEMPOTENCY_HEADER]: ZIdempotencyKey.optional() });

/** Refunding an online payment through its gateway (managers and owners). */
export function refundRoutes(app: AppFastify, deps: AppDeps) {
  const { database, clock, publisher, payments } = deps;
  const { db } = database;

  app.post(
    STAFF_ROUTES.refunds,
    {
      schema: {
        tags: ['staff'],
        summary: 'Refund an online payment of the order, in full or in part, through its gateway',
        params: ZStaffOrderParams,
        body: ZRefundBody,
        headers: ZRefundHeaders,
        response: { 200: ZStaffBill, ...STAFF_WRITE_ERRORS, 502: ZErrorBody },
      },
    },
    async (req) => {
      const { orderId } = req.params;
      const staff = await requireStaff(db, clock, req, 'refundPayment', { orderId });
      return refundPayment(
        { db, clock, publisher, payments },
        {
          tenantId: staff.tenantId,
          orderId,
          staffUserId: staff.userId,
          ...req.body,
          idempotencyKey: req.headers[IDEMPOTENCY_HEADER],
        },
      );
    },
  );
}
