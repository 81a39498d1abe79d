import { ZBrandTerms } from '@tableside/shared/contract/public';
import { GUEST_ROUTES } from '@tableside/shared/contract/routes';
import { MSG } from '@tableside/shared/domain/messages';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { PUBLIC_LOOKUP } from '../../../lib/query-client';

export const termsKey = (brandId: number, branchId: number | null) =>
  ['terms', brandId, branchId] as const;

/**
 * `GET /v1/tenant/public/terms?id={brandId}`: the brand's wording of both /terms pages; with
 * the guest's `branchId`, that branch's own terms when it has them.
 */
export const getTerms = (brandId: number, branchId: number | null, signal?: AbortSignal) =>
  api.request({
    path: GUEST_ROUTES.terms,
    query: branchId === null ? { id: brandId } : { id: brandId, branchId },
    schema: ZBrandTerms,
    signal,
    fallbackMessage: MSG.fetchDataFailed,
  });

export const useTerms = (brandId: number | null, branchId: number | null) =>
  useQuery({
    queryKey: termsKey(brandId ?? 0, branchId),
    queryFn: ({ signal }) => getTerms(brandId ?? 0, branchId, signal),
    enabled: brandId !== null,
    ...PUBLIC_LOOKUP,
  });
