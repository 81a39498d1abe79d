import { ZOrder } from '@tableside/shared/contract/order';
import { STAFF_ROUTES } from '@tableside/shared/contract/routes';
import { ZCancelOrderItemBody, ZStaffIdParams } from '@tableside/shared/contract/staff';
import type { AppDeps } from '../../app-deps';
import { requireStaff, STAFF_WRITE_ERRORS } from '../../http/staff-auth';
import type { AppFastify } from '../../http/types';
import { loadOrder } from '../../services/orders/load-order';
import { cancelItemQuantity } from '../../services/staff/cancel-item-quantity';
import { completeGroup } from '../../services/staff/complete-group';
import { deliverItem } from '../../services/staff/deliver-item';

const response = { 200: ZOrder, ...STAFF_WRITE_ERRORS };

/** Kitchen and service actions on items and groups; each answers the item's order. */
export function staffItemRoutes(app: AppFastify, deps: AppDeps) {
  const { database, clock, publisher } = deps;
  const { db } = database;
  const staffDeps = { db, clock, publisher };

  app.post(
    STAFF_ROUTES.deliverItem,
    {
      schema: {
        tags: ['staff'],
        summary: 'Mark an order item delivered',
        params: ZStaffIdParams,
        response,
      },
    },
    async (req) => {
      const orderItemId = req.params.id;
      const staff = await requireStaff(db, clock, req, 'deliverItem', { orderItemId });
      const result = await deliverItem(staffDeps, { tenantId: staff.tenantId, orderItemId });
      return loadOrder(db, result.orderId);
    },
  );

  app.post(
    STAFF_ROUTES.cancelItem,
    {
      schema: {
        tags: ['staff'],
        summary: 'Cancel some portions of an order item',
        params: ZStaffIdParams,
        body: ZCancelOrderItemBody,
        response,
      },
    },
    async (req) => {
      const orderItemId = req.params.id;
      const staff = await requireStaff(db, clock, req, 'cancelItem', { orderItemId });
      const result = await cancelItemQuantity(staffDeps, {
        tenantId: staff.tenantId,
        orderItemId,
        staffUserId: staff.userId,
        ...req.body,
      });
      return loadOrder(db, result.orderId);
    },
  );

  app.post(
    STAFF_ROUTES.completeGroup,
    {
      schema: {
        tags: ['staff'],
        summary: 'Complete an order group (delivers what is left of it)',
        params: ZStaffIdParams,
        response,
      },
    },
    async (req) => {
      const orderGroupId = req.params.id;
      const staff = await requireStaff(db, clock, req, 'completeGroup', { orderGroupId });
      const result = await completeGroup(staffDeps, { tenantId: staff.tenantId, orderGroupId });
      return loadOrder(db, result.orderId);
    },
  );
}
