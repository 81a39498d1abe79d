import { buildPath, STAFF_ROUTES } from '@tableside/shared/contract/routes';
import { ZStaffBill } from '@tableside/shared/contract/staff-console';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { qk } from '../../../lib/query-keys';

/**
 * The bill exactly as the guests see it, computed by the server, with its split (shares) when
 * guests may split it; kept live like the order.
 */
export function useBill(orderId: number) {
  return useQuery({
    queryKey: qk.bill(orderId),
    queryFn: () =>
      apiRequest({ path: buildPath(STAFF_ROUTES.orderBill, { orderId }), schema: ZStaffBill }),
  });
}
