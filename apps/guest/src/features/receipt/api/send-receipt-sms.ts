import { RECEIPT_ROUTES, ZReceiptSmsResponse } from '@tableside/shared/contract/receipt';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** `POST /v1/order/public/receipt-sms?orderId=`: texts the link to the check-in number. */
export const postReceiptSms = (orderId: number) =>
  api.request({
    path: RECEIPT_ROUTES.sms,
    method: 'POST',
    query: { orderId },
    schema: ZReceiptSmsResponse,
  });

export const useSendReceiptSms = () => useMutation({ mutationFn: postReceiptSms });
