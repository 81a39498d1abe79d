import { promoKeywords, ZItemsWithKeywordsResponse } from '@tableside/shared/contract/menu';
import { GUEST_ROUTES } from '@tableside/shared/contract/routes';
import { MSG } from '@tableside/shared/domain/messages';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { CATALOGUE_KEY } from '../../../lib/catalogue-key';

export const promotionItemsKey = (branchId: number, promotionId: number) =>
  [CATALOGUE_KEY, 'promotion-items', branchId, promotionId] as const;

/** `GET /v1/menuItemMaster/public/items-with-keywords?branchId=&keywords=PROMO-{id}` */
export const getPromotionItems = (branchId: number, promotionId: number, signal?: AbortSignal) =>
  api.request({
    path: GUEST_ROUTES.itemsWithKeywords,
    query: { branchId, keywords: promoKeywords(promotionId) },
    schema: ZItemsWithKeywordsResponse,
    signal,
    fallbackMessage: MSG.fetchDataFailed,
  });

export const usePromotionItems = (branchId: number | null, promotionId: number) =>
  useQuery({
    queryKey: promotionItemsKey(branchId ?? 0, promotionId),
    queryFn: ({ signal }) => getPromotionItems(branchId ?? 0, promotionId, signal),
    enabled: branchId !== null,
  });
