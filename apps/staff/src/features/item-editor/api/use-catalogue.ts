import { ZCatalogueItem, ZCatalogueResponse } from '@tableside/shared/contract/catalogue';
import { CATALOGUE_ROUTES } from '@tableside/shared/contract/catalogue-extras';
import { buildPath } from '@tableside/shared/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';

// The editor's reads: the brand's catalogue at the branch (categories to file the item under,
// items to recommend) and the item itself, fresh, with the version a save names.

/** The catalogue's cache keys; the Menu list reads the same ones, so a save refreshes them. */
export const catalogueKey = (branchId: number) => ['catalogue', branchId] as const;
export const catalogueHistoryKey = (branchId: number) => ['catalogue-history', branchId] as const;
export const catalogueItemKey = (branchId: number, productId: number) =>
  ['catalogue', branchId, 'item', productId] as const;

export function useCatalogue(branchId: number) {
  return useQuery({
    queryKey: catalogueKey(branchId),
    queryFn: () =>
      apiRequest({
        path: buildPath(CATALOGUE_ROUTES.catalogue, { branchId }),
        schema: ZCatalogueResponse,
      }),
  });
}

export const fetchCatalogueItem = (branchId: number, productId: number) =>
  apiRequest({
    path: buildPath(CATALOGUE_ROUTES.item, { branchId, productId }),
    schema: ZCatalogueItem,
  });

export function useCatalogueItem(branchId: number, productId: number | null) {
  return useQuery({
    queryKey: catalogueItemKey(branchId, productId ?? 0),
    queryFn: () => fetchCatalogueItem(branchId, productId ?? 0),
    enabled: productId !== null,
    // The form copies the item once; a refetch on focus would only cost a request.
    refetchOnWindowFocus: false,
  });
}
