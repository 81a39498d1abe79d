import { ZOrder } from '@tableside/shared/contract/order';
import { STAFF_ROUTES } from '@tableside/shared/contract/routes';
import {
  ZDiscountBody,
  ZMoveOrderBody,
  ZStaffOrderParams,
  ZStaffPaymentBody,
} from '@tableside/shared/contract/staff';
import type { AppDeps } from '../../app-deps';
import { requireStaff, STAFF_WRITE_ERRORS } from '../../http/staff-auth';
import type { AppFastify } from '../../http/types';
import { loadOrder } from '../../services/orders/load-order';
import { applyDiscount } from '../../services/payments/apply-discount';
import { recordPayment } from '../../services/payments/record-payment';
import { moveOrder } from '../../services/staff/move-order';

const response = { 200: ZOrder, ...STAFF_WRITE_ERRORS };

/** Order actions with a body: payment, discount, move. */
export function staffOrderBodyRoutes(app: AppFastify, deps: AppDeps) {
  const { database, clock, publisher } = deps;
  const { db } = database;
  const staffDeps = { db, clock, publisher };

  app.post(
    STAFF_ROUTES.payments,
    {
      schema: {
        tags: ['staff'],
        summary: 'Record a cash, card or UPI payment of the payable amount; completes the order',
        params: ZStaffOrderParams,
        body: ZStaffPaymentBody,
        response,
      },
    },
    async (req) => {
      const { orderId } = req.params;
      const staff = await requireStaff(db, clock, req, 'recordPayment', { orderId });
      return recordPayment(staffDeps, {
        tenantId: staff.tenantId,
        orderId,
        staffUserId: staff.userId,
        ...req.body,
      });
    },
  );

  app.post(
    STAFF_ROUTES.discount,
    {
      schema: {
        tags: ['staff'],
        summary: 'Set the order-level discount in rupees (0 removes it)',
        params: ZStaffOrderParams,
        body: ZDiscountBody,
        response,
      },
    },
    async (req) => {
      const { orderId } = req.params;
      const staff = await requireStaff(db, clock, req, 'applyDiscount', { orderId });
      return applyDiscount(staffDeps, {
        tenantId: staff.tenantId,
        orderId,
        staffUserId: staff.userId,
        amount: req.body.amount,
      });
    },
  );

  app.post(
    STAFF_ROUTES.move,
    {
      schema: {
        tags: ['staff'],
        summary: 'Move an order to another free table of its branch',
        params: ZStaffOrderParams,
        body: ZMoveOrderBody,
        response,
      },
    },
    async (req) => {
      const { orderId } = req.params;
      const staff = await requireStaff(db, clock, req, 'moveOrder', { orderId });
      // The destination must be one of the staff member's tables too, not only the order.
      await requireStaff(db, clock, req, 'moveOrder', { tableId: req.body.tableId });
      await moveOrder(staffDeps, { tenantId: staff.tenantId, orderId, tableId: req.body.tableId });
      return loadOrder(db, orderId);
    },
  );
}
