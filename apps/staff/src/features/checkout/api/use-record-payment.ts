import { ZOrder } from '@tableside/shared/contract/order';
import { buildPath, STAFF_ROUTES } from '@tableside/shared/contract/routes';
import type { TStaffPaymentBody } from '@tableside/shared/contract/staff';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { apiRequest } from '../../../lib/api';
import { attemptFor, mayHaveBeenRecorded, type PaymentAttempt } from '../lib/payment-attempt';
import { randomUuid } from '../lib/random-uuid';
import { orderUpdated, refreshOrder } from './order-updated';

/**
 * Records a cash, card or UPI payment of the payable amount, which completes the order. Each
 * attempt carries an Idempotency-Key that its retry reuses (lib/payment-attempt).
 */
export function useRecordPayment(orderId: number) {
  const queryClient = useQueryClient();
  const attempt = useRef<PaymentAttempt | null>(null);
  const mutation = useMutation({
    mutationFn: ({ body, key }: { body: TStaffPaymentBody; key: string }) =>
      apiRequest({
        path: buildPath(STAFF_ROUTES.payments, { orderId }),
        schema: ZOrder,
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': key },
      }),
    onSuccess: (order) => {
      attempt.current = null;
      orderUpdated(queryClient, order);
    },
    onError: (error) => {
      if (!mayHaveBeenRecorded(error)) attempt.current = null;
      refreshOrder(queryClient, orderId);
    },
  });

  const record = (body: TStaffPaymentBody, onSuccess: () => void) => {
    const next = attemptFor(attempt.current, body, randomUuid);
    attempt.current = next;
    mutation.mutate({ body, key: next.key }, { onSuccess });
  };
  return {
    record,
    isPending: mutation.isPending,
    error: mutation.error,
    reset: mutation.reset,
  };
}
