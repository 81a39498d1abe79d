import {
  type TCatalogueItem,
  type TCatalogueResponse,
  ZCatalogueResponse,
} from '@tableside/shared/contract/catalogue';
import { CATALOGUE_ROUTES } from '@tableside/shared/contract/catalogue-extras';
import { buildPath } from '@tableside/shared/contract/routes';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { catalogueKey, historyKey } from './catalogue-keys';

export const fetchCatalogue = (branchId: number) =>
  apiRequest({
    path: buildPath(CATALOGUE_ROUTES.catalogue, { branchId }),
    schema: ZCatalogueResponse,
  });

/** The brand's whole catalogue priced at the branch: the editor's one read. */
export function useCatalogue(branchId: number) {
  return useQuery({
    queryKey: catalogueKey(branchId),
    queryFn: () => fetchCatalogue(branchId),
    // Coming back from the item form shows what it saved.
    refetchOnMount: 'always',
  });
}

/** Puts a saved item into the cached catalogue; the other rows keep their objects (no re-render). */
export function replaceCachedItem(
  queryClient: QueryClient,
  branchId: number,
  item: TCatalogueItem,
) {
  queryClient.setQueryData<TCatalogueResponse>(catalogueKey(branchId), (data) =>
    data ? { ...data, items: data.items.map((old) => (old.id === item.id ? item : old)) } : data,
  );
  // Reads under the catalogue's key other than the list (the item form's copy of an item)
  // now hold an old version: read them again rather than let a later save meet a 409.
  void queryClient.invalidateQueries({
    queryKey: catalogueKey(branchId),
    predicate: (query) => query.queryKey.length > 2,
  });
  void queryClient.invalidateQueries({ queryKey: historyKey(branchId) });
}

/** After a write that touches many rows: read the catalogue and history again. */
export function refreshCatalogue(queryClient: QueryClient, branchId: number) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: catalogueKey(branchId) }),
    queryClient.invalidateQueries({ queryKey: historyKey(branchId) }),
  ]);
}
