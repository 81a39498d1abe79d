import type { TShareRequest } from '@tableside/shared/contract/bill-share';
import { IDEMPOTENCY_HEADER } from '@tableside/shared/contract/common';
import { GUEST_ROUTES } from '@tableside/shared/contract/routes';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface BillShareInput {
  request: TShareRequest;
  /** One key per share the guest was shown: a retried tap gets the same gateway session. */
  idempotencyKey: string;
}

/**
 * `POST /v1/order/payment/public/bill-share`: holds the guest's share and opens a gateway
 * session for it and its tip. A bill that changed since the quote answers 409 and nothing is
 * charged.
 */
export const postBillShare = ({ request, idempotencyKey }: BillShareInput) =>
  api.request({
    path: GUEST_ROUTES.billShare,
    method: 'POST',
    body: request,
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
    // Loaded beside the request, as the split bill's (lib/split-bill-query).
    schema: () =>
      import('@tableside/shared/contract/bill-share').then((m) => m.ZShareSessionResponse),
  });

export const useCreateBillShare = () => useMutation({ mutationFn: postBillShare });
