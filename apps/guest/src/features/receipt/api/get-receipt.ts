import { RECEIPT_ROUTES, ZReceipt } from '@tableside/shared/contract/receipt';
import { buildPath } from '@tableside/shared/contract/routes';
import { MSG } from '@tableside/shared/domain/messages';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';

/**
 * `GET /v1/receipts/:token`: the receipt a signed link names. No X-Tenant: the link carries
 * its tenant, and may be of another brand than the one this tab scanned.
 */
export const getReceipt = (token: string, signal?: AbortSignal) =>
  api.request({
    path: buildPath(RECEIPT_ROUTES.receipt, { token }),
    schema: ZReceipt,
    withTenant: false,
    signal,
    fallbackMessage: MSG.fetchDataFailed,
  });

/** A paid receipt never changes; an unknown (404) or old (410) link is not worth retrying. */
export const useReceipt = (token: string) =>
  useQuery({
    queryKey: ['receipt', token],
    queryFn: ({ signal }) => getReceipt(token, signal),
    staleTime: Number.POSITIVE_INFINITY,
    retry: (count, error) =>
      !(error instanceof ApiError && (error.status === 404 || error.status === 410)) && count < 2,
  });

/** Where the receipt's PDF downloads from (the server answers it as an attachment). */
export const receiptPdfUrl = (token: string) => buildPath(RECEIPT_ROUTES.receiptPdf, { token });
