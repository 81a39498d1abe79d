import { branchFilter } from '@tableside/shared/contract/promotion-filter';
import { GUEST_ROUTES } from '@tableside/shared/contract/routes';
import { PROMOTIONS_PAGE_SIZE, QUERY_KEEP_ALIVE_MS } from '@tableside/shared/domain/constants';
import { MSG } from '@tableside/shared/domain/messages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { CATALOGUE_KEY } from '../../../lib/catalogue-key';

export const promotionsKey = (branchId: number) => [CATALOGUE_KEY, 'promotions', branchId] as const;

/** `GET /v1/groupedPromotion/public/all?page=0&size=100&filters=branches.id:{branchId}` */
export const getPromotions = (branchId: number, signal?: AbortSignal) =>
  api.request({
    path: GUEST_ROUTES.promotions,
    query: { page: 0, size: PROMOTIONS_PAGE_SIZE, filters: branchFilter(branchId) },
    // Loaded beside the request: /home starts it from the entry bundle, which has no zod.
    schema: () =>
      import('@tableside/shared/contract/promotions').then((m) => m.ZPromotionGroupsResponse),
    signal,
    fallbackMessage: MSG.fetchDataFailed,
  });

/**
 * Kept fresh for the keep-alive time: /home asks for them at boot (app/start-initial-requests),
 * and the list arriving just before Home renders must not be fetched again. A price or
 * availability change refetches them anyway (the catalogue key).
 */
export const promotionsQuery = (branchId: number) =>
  queryOptions({
    queryKey: promotionsKey(branchId),
    queryFn: ({ signal }) => getPromotions(branchId, signal),
    staleTime: QUERY_KEEP_ALIVE_MS,
  });

export const usePromotions = (branchId: number | null) =>
  useQuery({
    ...promotionsQuery(branchId ?? 0),
    enabled: branchId !== null,
    select: (answer) => answer.data,
  });
