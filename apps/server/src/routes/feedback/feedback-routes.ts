import { ZTenantHeaders } from '@tableside/shared/contract/common';
import { ZErrorBody } from '@tableside/shared/contract/error';
import {
  FEEDBACK_ROUTES,
  ZFeedback,
  ZFeedbackBody,
  ZFeedbackQuery,
  ZGuestFeedback,
  ZOrderFeedbackResponse,
} from '@tableside/shared/contract/feedback';
import { ZStaffOrderParams } from '@tableside/shared/contract/staff';
import type { AppDeps } from '../../app-deps';
import { GUEST_WRITE_ERRORS } from '../../http/error-responses';
import { requireGuest } from '../../http/guest-session';
import { requireStaff, STAFF_READ_ERRORS } from '../../http/staff-auth';
import type { AppFastify } from '../../http/types';
import { getGuestFeedback } from '../../services/feedback/get-guest-feedback';
import { listOrderFeedback } from '../../services/feedback/list-order-feedback';
import { saveFeedback } from '../../services/feedback/save-feedback';

const tags = ['feedback'];

/** A stale save answers the feedback as it is now beside the message. */
const ZFeedbackConflict = ZErrorBody.extend({ current: ZFeedback.optional() });

/** Guests rate their paid order (docs/decisions/0016); staff read the ratings of an order. */
export function feedbackRoutes(app: AppFastify, deps: AppDeps) {
  const { db } = deps.database;
  const { clock } = deps;

  app.get(
    FEEDBACK_ROUTES.guest,
    {
      schema: {
        tags,
        summary: "The guest's own feedback on their paid order, and until when it can change",
        querystring: ZFeedbackQuery,
        headers: ZTenantHeaders,
        response: { 200: ZGuestFeedback, ...GUEST_WRITE_ERRORS },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return getGuestFeedback(
        { db },
        { guest: await requireGuest(db, clock, req), orderId: req.query.orderId },
      );
    },
  );

  app.put(
    FEEDBACK_ROUTES.guest,
    {
      schema: {
        tags,
        summary: 'Rate the paid order 1-5 with an optional comment, or change it (version)',
        querystring: ZFeedbackQuery,
        headers: ZTenantHeaders,
        body: ZFeedbackBody,
        response: { 200: ZGuestFeedback, ...GUEST_WRITE_ERRORS, 409: ZFeedbackConflict },
      },
    },
    async (req) =>
      saveFeedback(
        { db, clock },
        { guest: await requireGuest(db, clock, req), orderId: req.query.orderId, body: req.body },
      ),
  );

  app.get(
    FEEDBACK_ROUTES.staffOrder,
    {
      schema: {
        tags: ['staff', ...tags],
        summary: "Every guest's feedback on the order, newest first (viewFeedback)",
        params: ZStaffOrderParams,
        response: { 200: ZOrderFeedbackResponse, ...STAFF_READ_ERRORS },
      },
    },
    async (req) => {
      const { orderId } = req.params;
      const staff = await requireStaff(db, clock, req, 'viewFeedback', { orderId });
      return listOrderFeedback(db, { tenantId: staff.tenantId, orderId });
    },
  );
}
