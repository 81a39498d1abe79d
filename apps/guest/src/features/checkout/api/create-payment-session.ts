import { IDEMPOTENCY_HEADER } from '@tableside/shared/contract/common';
import { ZPaymentSessionResponse } from '@tableside/shared/contract/payment';
import { GUEST_ROUTES } from '@tableside/shared/contract/routes';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface PaymentSessionInput {
  orderId: number;
  /** One key per bill amount: a retried tap gets the same gateway session back. */
  idempotencyKey: string;
}

/**
 * `POST /v1/order/payment/public/payment-session`: opens an online payment of the bill at
 * the gateway; the server computes the amount. Answers the gateway page to send the guest to.
 */
export const postPaymentSession = ({ orderId, idempotencyKey }: PaymentSessionInput) =>
  api.request({
    path: GUEST_ROUTES.paymentSession,
    method: 'POST',
    body: { orderId },
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
    schema: ZPaymentSessionResponse,
  });

export const useCreatePaymentSession = () => useMutation({ mutationFn: postPaymentSession });
