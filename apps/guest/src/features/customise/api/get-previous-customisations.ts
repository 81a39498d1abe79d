import { ZPreviousCustomisationsResponse } from '@tableside/shared/contract/order-items';
import { GUEST_ROUTES } from '@tableside/shared/contract/routes';
import { MSG } from '@tableside/shared/domain/messages';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** `GET /v1/order-items/public/productMaster-orderItems?orderId=&productMasterId=` */
export const getPreviousCustomisations = (
  orderId: number,
  productMasterId: number,
  signal?: AbortSignal,
) =>
  api.request({
    path: GUEST_ROUTES.previousCustomisations,
    query: { orderId, productMasterId },
    schema: ZPreviousCustomisationsResponse,
    signal,
    fallbackMessage: MSG.fetchDetailsFailed,
  });

/** Earlier lines of the product in this order; always read fresh, the cart moves on. */
export const usePreviousCustomisations = (orderId: number | null, productMasterId: number) =>
  useQuery({
    queryKey: ['previous-customisations', orderId, productMasterId] as const,
    queryFn: ({ signal }) => getPreviousCustomisations(orderId ?? 0, productMasterId, signal),
    enabled: orderId !== null,
    staleTime: 0,
    gcTime: 0,
  });
