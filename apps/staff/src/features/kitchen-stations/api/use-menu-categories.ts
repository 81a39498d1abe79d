import { ZCatalogueResponse } from '@tableside/shared/contract/catalogue';
import { CATALOGUE_ROUTES } from '@tableside/shared/contract/catalogue-extras';
import { buildPath } from '@tableside/shared/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';

/** The brand's menu categories, from the catalogue the menu editor reads. */
export function useMenuCategories(branchId: number) {
  return useQuery({
    queryKey: ['kitchen-station-categories', branchId],
    queryFn: () =>
      apiRequest({
        path: buildPath(CATALOGUE_ROUTES.catalogue, { branchId }),
        schema: ZCatalogueResponse,
      }),
    select: (catalogue) => catalogue.categories,
  });
}
