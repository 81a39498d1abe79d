import { ZMenuResponse } from '@tableside/shared/contract/menu';
import { GUEST_ROUTES } from '@tableside/shared/contract/routes';
import type { FoodFilter, MenuTab } from '@tableside/shared/domain/enums';
import { toWireFilter } from '@tableside/shared/domain/food-filter';
import { MSG } from '@tableside/shared/domain/messages';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { CATALOGUE_KEY } from '../../../lib/catalogue-key';

export interface MenuRequest {
  branchId: number;
  tab: MenuTab;
  filter: FoodFilter | null;
}

export const menuKey = ({ branchId, tab, filter }: MenuRequest) =>
  [CATALOGUE_KEY, 'menu', branchId, tab, filter] as const;

/** `GET /v1/menuItemMaster/public/menu-item-grouped-category?branchId=&tab=[&foodTypes=]` */
export const getMenu = ({ branchId, tab, filter }: MenuRequest, signal?: AbortSignal) =>
  api.request({
    path: GUEST_ROUTES.menu,
    query: { branchId, tab, foodTypes: filter === null ? undefined : toWireFilter(filter) },
    schema: ZMenuResponse,
    signal,
    fallbackMessage: MSG.fetchDataFailed,
  });

export const useMenu = (request: MenuRequest | null) =>
  useQuery({
    queryKey: menuKey(request ?? { branchId: 0, tab: 'EAT', filter: null }),
    queryFn: ({ signal }) => getMenu(request!, signal),
    enabled: request !== null,
    // A filter switch keeps the list on screen until the narrower one arrives.
    placeholderData: (previous) => previous,
  });
