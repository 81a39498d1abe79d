import type { TBill } from '@tableside/shared/contract/bill';
import { ZOrder } from '@tableside/shared/contract/order';
import { GUEST_ROUTES } from '@tableside/shared/contract/routes';
import { api } from '../../../lib/api-client';

export interface SaveBillingInput {
  orderId: number;
  payableAmount: number;
  /** The bill the guest saw on /check-out (session billInfo), sent along as the spec's client does. */
  billInfo?: TBill | null;
}

/** `PUT /v1/order/public/saveBillingResponse` once the payment is CHARGED (spec section 4). */
export const putSaveBilling = ({ orderId, payableAmount, billInfo }: SaveBillingInput) =>
  api.request({
    path: GUEST_ROUTES.saveBilling,
    method: 'PUT',
    body: { billDetailsBody: { ...billInfo, orderId, payableAmount } },
    schema: ZOrder,
  });
