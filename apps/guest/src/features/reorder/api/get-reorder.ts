import { ZReOrderResponse } from '@tableside/shared/contract/order-items';
import { GUEST_ROUTES } from '@tableside/shared/contract/routes';
import { MSG } from '@tableside/shared/domain/messages';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** `GET /v1/order/public/reOrder?orderId=`: confirmed items by category, at today's prices. */
export const getReorder = (orderId: number, signal?: AbortSignal) =>
  api.request({
    path: GUEST_ROUTES.reOrder,
    query: { orderId },
    schema: ZReOrderResponse,
    signal,
    fallbackMessage: MSG.fetchDataFailed,
  });

export const useReorder = (orderId: number | null) =>
  useQuery({
    queryKey: ['reorder', orderId] as const,
    queryFn: ({ signal }) => getReorder(orderId ?? 0, signal),
    enabled: orderId !== null,
    // Prices and availability change; the page always shows today's.
    staleTime: 0,
    select: (answer) => answer.categorizedItems.filter((category) => category.items.length > 0),
  });
