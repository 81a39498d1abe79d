import type { TRefundBody } from '@tableside/shared/contract/refunds';
import { buildPath, STAFF_ROUTES } from '@tableside/shared/contract/routes';
import { ZStaffBill } from '@tableside/shared/contract/staff-console';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiRequest } from '../../../lib/api';
import { qk } from '../../../lib/query-keys';
import { orderPaymentsKey } from './use-order-payments';

/** 32 hex digits; getRandomValues also works on a plain-http LAN, where randomUUID does not. */
const newKey = () =>
  Array.from(globalThis.crypto.getRandomValues(new Uint8Array(16)), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('');

/**
 * Refunds a payment through its gateway. One Idempotency-Key per opened dialog: a retry after
 * a lost answer reaches the gateway as the same refund.
 */
export function useRefundPayment(orderId: number) {
  const queryClient = useQueryClient();
  const [key] = useState(newKey);
  return useMutation({
    mutationFn: (body: TRefundBody) =>
      apiRequest({
        path: buildPath(STAFF_ROUTES.refunds, { orderId }),
        schema: ZStaffBill,
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': key },
      }),
    onSuccess: (bill) => {
      queryClient.setQueryData(orderPaymentsKey(orderId), bill);
      void queryClient.invalidateQueries({ queryKey: qk.bill(orderId) });
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: qk.bill(orderId) }),
  });
}
