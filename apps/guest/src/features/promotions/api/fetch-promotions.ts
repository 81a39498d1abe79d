import { branchFilter } from '@tableside/shared/contract/promotion-filter';
import { GUEST_ROUTES } from '@tableside/shared/contract/routes';
import { PROMOTIONS_PAGE_SIZE } from '@tableside/shared/domain/constants';
import { MSG } from '@tableside/shared/domain/messages';
import { api } from '../../../lib/api-client';
import { CATALOGUE_KEY } from '../../../lib/catalogue-key';

// Apart from the query (api/get-promotions): /home starts this call from the entry bundle, at
// boot, and that bundle has no TanStack Query.

export const promotionsKey = (branchId: number) => [CATALOGUE_KEY, 'promotions', branchId] as const;

/** `GET /v1/groupedPromotion/public/all?page=0&size=100&filters=branches.id:{branchId}` */
export const getPromotions = (branchId: number, signal?: AbortSignal) =>
  api.request({
    path: GUEST_ROUTES.promotions,
    query: { page: 0, size: PROMOTIONS_PAGE_SIZE, filters: branchFilter(branchId) },
    // Loaded beside the request: the entry bundle has no zod.
    schema: () =>
      import('@tableside/shared/contract/promotions').then((m) => m.ZPromotionGroupsResponse),
    signal,
    fallbackMessage: MSG.fetchDataFailed,
  });
