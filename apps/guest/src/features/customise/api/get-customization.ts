import { ZCustomization } from '@tableside/shared/contract/customization';
import { GUEST_ROUTES } from '@tableside/shared/contract/routes';
import { MSG } from '@tableside/shared/domain/messages';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { CATALOGUE_KEY } from '../../../lib/catalogue-key';

export const customizationKey = (branchId: number, productMasterId: number) =>
  [CATALOGUE_KEY, 'customization', branchId, productMasterId] as const;

/** `GET /v1/menuItemMaster/public/getCustomizationResponseForProductMaster?productMasterId=&branchId=` */
export const getCustomization = (branchId: number, productMasterId: number, signal?: AbortSignal) =>
  api.request({
    path: GUEST_ROUTES.customization,
    query: { productMasterId, branchId },
    schema: ZCustomization,
    signal,
    fallbackMessage: MSG.fetchDetailsFailed,
  });

export const useCustomization = (branchId: number | null, productMasterId: number) =>
  useQuery({
    queryKey: customizationKey(branchId ?? 0, productMasterId),
    queryFn: ({ signal }) => getCustomization(branchId ?? 0, productMasterId, signal),
    enabled: branchId !== null,
  });
