import { ZVerifyTableResponse } from '@tableside/shared/contract/check-in';
import { GUEST_ROUTES } from '@tableside/shared/contract/routes';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface VerifyTableInput {
  orderId: number;
  tableCode: string;
}

/** `POST /v1/customer-app/public/verify-table?orderId=` with the table PIN a joining guest typed. */
export const postVerifyTable = ({ orderId, tableCode }: VerifyTableInput) =>
  api.request({
    path: GUEST_ROUTES.verifyTable,
    method: 'POST',
    query: { orderId },
    body: { tableCode },
    schema: ZVerifyTableResponse,
  });

export const useVerifyTable = () => useMutation({ mutationFn: postVerifyTable });
