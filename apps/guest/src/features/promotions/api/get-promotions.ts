import { branchFilter, ZPromotionGroupsResponse } from '@tableside/shared/contract/promotions';
import { GUEST_ROUTES } from '@tableside/shared/contract/routes';
import { PROMOTIONS_PAGE_SIZE } from '@tableside/shared/domain/constants';
import { MSG } from '@tableside/shared/domain/messages';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { CATALOGUE_KEY } from '../../../lib/catalogue-key';

export const promotionsKey = (branchId: number) => [CATALOGUE_KEY, 'promotions', branchId] as const;

/** `GET /v1/groupedPromotion/public/all?page=0&size=100&filters=branches.id:{branchId}` */
export const getPromotions = (branchId: number, signal?: AbortSignal) =>
  api.request({
    path: GUEST_ROUTES.promotions,
    query: { page: 0, size: PROMOTIONS_PAGE_SIZE, filters: branchFilter(branchId) },
    schema: ZPromotionGroupsResponse,
    signal,
    fallbackMessage: MSG.fetchDataFailed,
  });

export const usePromotions = (branchId: number | null) =>
  useQuery({
    queryKey: promotionsKey(branchId ?? 0),
    queryFn: ({ signal }) => getPromotions(branchId ?? 0, signal),
    enabled: branchId !== null,
    select: (answer) => answer.data,
  });
