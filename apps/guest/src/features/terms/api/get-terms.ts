import { ZBrandTerms } from '@tableside/shared/contract/public';
import { GUEST_ROUTES } from '@tableside/shared/contract/routes';
import { MSG } from '@tableside/shared/domain/messages';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { PUBLIC_LOOKUP } from '../../../lib/query-client';

export const termsKey = (brandId: number) => ['terms', brandId] as const;

/** `GET /v1/tenant/public/terms?id={brandId}`: the brand's wording of both /terms pages. */
export const getTerms = (brandId: number, signal?: AbortSignal) =>
  api.request({
    path: GUEST_ROUTES.terms,
    query: { id: brandId },
    schema: ZBrandTerms,
    signal,
    fallbackMessage: MSG.fetchDataFailed,
  });

export const useTerms = (brandId: number | null) =>
  useQuery({
    queryKey: termsKey(brandId ?? 0),
    queryFn: ({ signal }) => getTerms(brandId ?? 0, signal),
    enabled: brandId !== null,
    ...PUBLIC_LOOKUP,
  });
