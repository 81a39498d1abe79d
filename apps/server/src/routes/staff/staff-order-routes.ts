import { ZOrder } from '@tableside/shared/contract/order';
import { STAFF_ROUTES } from '@tableside/shared/contract/routes';
import { ZStaffOrderParams } from '@tableside/shared/contract/staff';
import { ZStaffBill } from '@tableside/shared/contract/staff-console';
import type { StaffAction } from '@tableside/shared/domain/staff-permissions';
import type { AppDeps } from '../../app-deps';
import {
  requireStaff,
  STAFF_READ_ERRORS,
  STAFF_WRITE_ERRORS,
  type StaffUserContext,
} from '../../http/staff-auth';
import type { AppFastify } from '../../http/types';
import { loadOrder } from '../../services/orders/load-order';
import { startCheckout } from '../../services/payments/start-checkout';
import { closeTable } from '../../services/staff/close-table';
import { getOrderBill } from '../../services/staff/get-order-bill';
import { resolveCallWaiter } from '../../services/staff/resolve-call-waiter';
import { verifyTable } from '../../services/staff/verify-table';
import { voidOrder } from '../../services/staff/void-order';

type OrderAction = (staff: StaffUserContext, orderId: number) => Promise<unknown>;

/** Reading an order and its bill, and the body-less actions on it (each answers the order). */
export function staffOrderRoutes(app: AppFastify, deps: AppDeps) {
  const { database, clock, publisher } = deps;
  const { db } = database;
  const staffDeps = { db, clock, publisher };
  const billDeps = { ...staffDeps, payments: deps.payments };

  const orderAction = (path: string, action: StaffAction, summary: string, run: OrderAction) =>
    app.post(
      path,
      {
        schema: {
          tags: ['staff'],
          summary,
          params: ZStaffOrderParams,
          response: { 200: ZOrder, ...STAFF_WRITE_ERRORS },
        },
      },
      async (req) => {
        const { orderId } = req.params;
        await run(await requireStaff(db, clock, req, action, { orderId }), orderId);
        return loadOrder(db, orderId);
      },
    );

  app.get(
    STAFF_ROUTES.order,
    {
      schema: {
        tags: ['staff'],
        summary: 'An order as the guests see it (any status), for the staff console',
        params: ZStaffOrderParams,
        response: { 200: ZOrder, ...STAFF_READ_ERRORS },
      },
    },
    async (req) => {
      const { orderId } = req.params;
      await requireStaff(db, clock, req, 'viewOrder', { orderId });
      return loadOrder(db, orderId);
    },
  );

  app.get(
    STAFF_ROUTES.orderBill,
    {
      schema: {
        tags: ['staff'],
        summary:
          "An order's bill as the guests see it, computed now, with its payments and refunds",
        params: ZStaffOrderParams,
        response: { 200: ZStaffBill, ...STAFF_READ_ERRORS },
      },
    },
    async (req) => {
      const { orderId } = req.params;
      const staff = await requireStaff(db, clock, req, 'viewOrder', { orderId });
      return getOrderBill(billDeps, { tenantId: staff.tenantId, orderId });
    },
  );

  orderAction(STAFF_ROUTES.verifyOrder, 'verifyTable', 'Verify the table of an order', (s, id) =>
    verifyTable(staffDeps, { tenantId: s.tenantId, orderId: id, staffUserId: s.userId }),
  );
  orderAction(STAFF_ROUTES.checkout, 'startCheckout', 'Start checkout of an order', (s, id) =>
    startCheckout(staffDeps, { tenantId: s.tenantId, orderId: id, staffUserId: s.userId }),
  );
  orderAction(
    STAFF_ROUTES.close,
    'closeTable',
    'Close an order without payment (system-completed) and free its tables',
    (s, id) => closeTable(staffDeps, { tenantId: s.tenantId, orderId: id }),
  );
  orderAction(STAFF_ROUTES.void, 'voidOrder', 'Void an order and free its tables', (s, id) =>
    voidOrder(staffDeps, { tenantId: s.tenantId, orderId: id }),
  );
  orderAction(
    STAFF_ROUTES.resolveCallWaiter,
    'resolveCallWaiter',
    "Resolve the order's call-waiter request",
    (s, id) => resolveCallWaiter(staffDeps, { tenantId: s.tenantId, orderId: id }),
  );
}
