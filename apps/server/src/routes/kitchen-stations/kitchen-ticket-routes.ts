import {
  KITCHEN_STATION_ROUTES,
  ZKitchenTicketsQuery,
  ZPrepareItemBody,
} from '@tableside/shared/contract/kitchen-stations';
import { ZOrder } from '@tableside/shared/contract/order';
import { STAFF_ROUTES } from '@tableside/shared/contract/routes';
import { ZStaffBranchParams, ZStaffIdParams } from '@tableside/shared/contract/staff';
import { ZKitchenTicketsResponse } from '@tableside/shared/contract/staff-console';
import type { AppDeps } from '../../app-deps';
import { requireStaff, STAFF_READ_ERRORS, STAFF_WRITE_ERRORS } from '../../http/staff-auth';
import type { AppFastify } from '../../http/types';
import { prepareItem } from '../../services/kitchen-stations/prepare-item';
import { stationCategoryFilter } from '../../services/kitchen-stations/station-category-filter';
import { loadOrder } from '../../services/orders/load-order';
import { listKitchenTickets } from '../../services/staff/list-kitchen-tickets';

/** The kitchen display: the tickets of the branch or of one station, and the item's progress. */
export function kitchenTicketRoutes(app: AppFastify, deps: AppDeps): void {
  const { database, clock, publisher } = deps;
  const { db } = database;

  app.get(
    STAFF_ROUTES.kitchenTickets,
    {
      schema: {
        tags: ['staff'],
        summary:
          "The kitchen's tickets: confirmed groups of open orders with items still to deliver, of one station with ?stationId",
        params: ZStaffBranchParams,
        querystring: ZKitchenTicketsQuery,
        response: { 200: ZKitchenTicketsResponse, ...STAFF_READ_ERRORS },
      },
    },
    async (req) => {
      const { branchId } = req.params;
      const staff = await requireStaff(db, clock, req, 'viewOrder', { branchId });
      const scope = { tenantId: staff.tenantId, branchId };
      const { stationId } = req.query;
      const categoryIds =
        stationId === undefined ? undefined : await stationCategoryFilter(db, scope, stationId);
      return listKitchenTickets(db, { ...scope, categoryIds });
    },
  );

  app.post(
    KITCHEN_STATION_ROUTES.prepareItem,
    {
      schema: {
        tags: ['staff'],
        summary: 'Move an order item on in the kitchen: PREPARING (started) or READY',
        params: ZStaffIdParams,
        body: ZPrepareItemBody,
        response: { 200: ZOrder, ...STAFF_WRITE_ERRORS },
      },
    },
    async (req) => {
      const orderItemId = req.params.id;
      const staff = await requireStaff(db, clock, req, 'prepareItem', { orderItemId });
      const result = await prepareItem(
        { db, clock, publisher },
        {
          tenantId: staff.tenantId,
          staffUserId: staff.userId,
          orderItemId,
          prepStatus: req.body.prepStatus,
        },
      );
      return loadOrder(db, result.orderId);
    },
  );
}
