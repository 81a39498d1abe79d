import { ZSearchResponse } from '@tableside/shared/contract/menu';
import { GUEST_ROUTES } from '@tableside/shared/contract/routes';
import { shouldSearch } from '@tableside/shared/domain/guest-form';
import { MSG } from '@tableside/shared/domain/messages';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { CATALOGUE_KEY } from '../../../lib/catalogue-key';

/** `GET /v1/menuItemMaster/public/menuItemMaster/fuzzySearch?branchId=&searchText=` */
export const searchMenu = (branchId: number, searchText: string, signal?: AbortSignal) =>
  api.request({
    path: GUEST_ROUTES.search,
    query: { branchId, searchText },
    schema: ZSearchResponse,
    signal,
    fallbackMessage: MSG.fetchDataFailed,
  });

/** Spec section 5: runs only for non-blank text once the branch is known. */
export const useMenuSearch = (branchId: number | null, text: string) => {
  const searchText = text.trim();
  return useQuery({
    queryKey: [CATALOGUE_KEY, 'search', branchId, searchText] as const,
    queryFn: ({ signal }) => searchMenu(branchId ?? 0, searchText, signal),
    enabled: shouldSearch(searchText, branchId),
  });
};
