import { RECEIPT_ROUTES, ZReceiptSmsResponse } from '@tableside/shared/contract/receipt';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * `POST /v1/order/public/receipt-sms?orderId=&shareId=`: texts the link (the guest's paid
 * share's with `shareId`) to the check-in number.
 */
export const postReceiptSms = ({ orderId, shareId }: { orderId: number; shareId?: number }) =>
  api.request({
    path: RECEIPT_ROUTES.sms,
    method: 'POST',
    query: shareId === undefined ? { orderId } : { orderId, shareId },
    schema: ZReceiptSmsResponse,
  });

export const useSendReceiptSms = () => useMutation({ mutationFn: postReceiptSms });
