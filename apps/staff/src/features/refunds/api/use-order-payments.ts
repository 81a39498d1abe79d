import { buildPath, STAFF_ROUTES } from '@tableside/shared/contract/routes';
import { ZStaffBill } from '@tableside/shared/contract/staff-console';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { qk } from '../../../lib/query-keys';

/** The staff bill's payments and refunds; under the bill's key, so bill refreshes reach it. */
export const orderPaymentsKey = (orderId: number) => [...qk.bill(orderId), 'payments'] as const;

export function useOrderPayments(orderId: number) {
  return useQuery({
    queryKey: orderPaymentsKey(orderId),
    queryFn: () =>
      apiRequest({ path: buildPath(STAFF_ROUTES.orderBill, { orderId }), schema: ZStaffBill }),
    select: (bill) => ({ payments: bill.payments, refunds: bill.refunds }),
  });
}
