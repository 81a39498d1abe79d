import {
  type TArchiveBody,
  type TCatalogueCategory,
  type TCreateCategoryBody,
  type TUpdateCategoryBody,
  ZCatalogueCategory,
} from '@tableside/shared/contract/catalogue';
import { CATALOGUE_ROUTES } from '@tableside/shared/contract/catalogue-extras';
import { buildPath } from '@tableside/shared/contract/routes';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast';
import { ApiError, apiRequest } from '../../../lib/api';
import { catalogueKey } from './catalogue-keys';
import { fetchCatalogue, refreshCatalogue } from './use-catalogue';

/**
 * A 409 on a category means someone renamed or archived it meanwhile: read it again and say
 * what it is called now, so the manager sees the other change before trying again.
 */
async function explainConflict(
  queryClient: QueryClient,
  branchId: number,
  categoryId: number,
  error: unknown,
): Promise<never> {
  if (!(error instanceof ApiError && error.status === 409)) throw error;
  const fresh = await queryClient.fetchQuery({
    queryKey: catalogueKey(branchId),
    queryFn: () => fetchCatalogue(branchId),
    staleTime: 0,
  });
  const current = fresh.categories.find((category) => category.id === categoryId);
  const now = current
    ? ` It is now called “${current.name}”${current.archived ? ' and is archived' : ''}.`
    : '';
  throw new ApiError(`${error.message}.${now}`.replace('..', '.'), 409);
}

export function useCreateCategory(branchId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateCategoryBody) =>
      apiRequest({
        path: buildPath(CATALOGUE_ROUTES.categories, { branchId }),
        method: 'POST',
        body,
        schema: ZCatalogueCategory,
      }),
    onSuccess: (category) => {
      toast.success(`${category.name}: added`);
      return refreshCatalogue(queryClient, branchId);
    },
  });
}

export function useRenameCategory(branchId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ category, name }: { category: TCatalogueCategory; name: string }) => {
      const body: TUpdateCategoryBody = { name, version: category.version };
      return apiRequest({
        path: buildPath(CATALOGUE_ROUTES.category, { branchId, categoryId: category.id }),
        method: 'PATCH',
        body,
        schema: ZCatalogueCategory,
      }).catch((error: unknown) => explainConflict(queryClient, branchId, category.id, error));
    },
    onSuccess: (category) => {
      toast.success(`Renamed to ${category.name}`);
      return refreshCatalogue(queryClient, branchId);
    },
  });
}

export function useArchiveCategory(branchId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ category, archived }: { category: TCatalogueCategory; archived: boolean }) => {
      const body: TArchiveBody = { archived, version: category.version };
      return apiRequest({
        path: buildPath(CATALOGUE_ROUTES.categoryArchive, { branchId, categoryId: category.id }),
        method: 'PUT',
        body,
        schema: ZCatalogueCategory,
      }).catch((error: unknown) => explainConflict(queryClient, branchId, category.id, error));
    },
    onSuccess: (category) => {
      toast.success(`${category.name}: ${category.archived ? 'archived' : 'restored'}`);
      return refreshCatalogue(queryClient, branchId);
    },
  });
}
