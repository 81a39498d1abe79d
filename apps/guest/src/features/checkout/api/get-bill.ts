import { ZBill } from '@tableside/shared/contract/bill';
import { GUEST_ROUTES } from '@tableside/shared/contract/routes';
import { MSG } from '@tableside/shared/domain/messages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { NEVER_CACHED } from '../../../lib/query-client';

export const billKey = (orderId: number, customerId: number) =>
  ['bill', orderId, customerId] as const;

/**
 * `GET /v1/order/public/orderBilling?orderId&customerId&sendEvent=true`: the bill computed
 * now; sendEvent tells the floor the guest opened it. An order without billed items answers
 * 409 'No orders placed !'.
 */
export const getBill = (orderId: number, customerId: number, signal?: AbortSignal) =>
  api.request({
    path: GUEST_ROUTES.billing,
    query: { orderId, customerId, sendEvent: true },
    schema: ZBill,
    signal,
    fallbackMessage: MSG.billFetchFailed,
  });

/** Never cached: a discount or a cancellation must show the moment the page is opened. */
export const billQuery = (orderId: number, customerId: number) =>
  queryOptions({
    queryKey: billKey(orderId, customerId),
    queryFn: ({ signal }) => getBill(orderId, customerId, signal),
    ...NEVER_CACHED,
  });

export const useBill = (orderId: number, customerId: number) =>
  useQuery(billQuery(orderId, customerId));
