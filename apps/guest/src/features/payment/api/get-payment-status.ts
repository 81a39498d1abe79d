import { ZPaymentStatus } from '@tableside/shared/contract/payment';
import { GUEST_ROUTES } from '@tableside/shared/contract/routes';
import { api } from '../../../lib/api-client';

/**
 * `GET /v1/order/payment/public/payment-status?orderId=`. Polled by the result screen on its
 * own timer, outside the query cache: it is never cached (spec section 7).
 */
export const getPaymentStatus = (orderId: number, signal?: AbortSignal) =>
  api.request({
    path: GUEST_ROUTES.paymentStatus,
    query: { orderId },
    schema: ZPaymentStatus,
    signal,
  });
