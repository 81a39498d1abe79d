import { ZBill } from '@tableside/shared/contract/bill';
import { buildPath, STAFF_ROUTES } from '@tableside/shared/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { qk } from '../../../lib/query-keys';

/** The order's bill as the guests see it; the order screen shows its payable total. */
export function useOrderBill(orderId: number) {
  return useQuery({
    queryKey: qk.bill(orderId),
    queryFn: () =>
      apiRequest({ path: buildPath(STAFF_ROUTES.orderBill, { orderId }), schema: ZBill }),
  });
}
