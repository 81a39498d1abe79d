import type {
  TCatalogueResponse,
  TReorderCategoriesBody,
  TReorderItemsBody,
} from '@tableside/shared/contract/catalogue';
import { CATALOGUE_ROUTES } from '@tableside/shared/contract/catalogue-extras';
import { buildPath } from '@tableside/shared/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast';
import { apiRequest, errorMessage } from '../../../lib/api';
import { catalogueKey } from './catalogue-keys';
import { refreshCatalogue } from './use-catalogue';

/** Positions from an order: the first id gets 0. */
const positions = (ids: readonly number[]) => new Map(ids.map((id, index) => [id, index]));

/**
 * Drops land at once (the cached order changes before the server answers); a refusal reads the
 * catalogue again, which puts the rows back, and says why.
 */
export function useReorderCategories(branchId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TReorderCategoriesBody) =>
      apiRequest({
        path: buildPath(CATALOGUE_ROUTES.categoryOrder, { branchId }),
        method: 'PUT',
        body,
        schema: null,
      }),
    onMutate: async (body) => {
      await queryClient.cancelQueries({ queryKey: catalogueKey(branchId) });
      const order = positions(body.orderedIds);
      queryClient.setQueryData<TCatalogueResponse>(catalogueKey(branchId), (data) =>
        data
          ? {
              ...data,
              categories: data.categories.map((c) =>
                order.has(c.id) ? { ...c, sortOrder: order.get(c.id) ?? c.sortOrder } : c,
              ),
            }
          : data,
      );
    },
    onSuccess: () => toast.success('Category order saved'),
    onError: (error) => toast.error(errorMessage(error)),
    onSettled: () => refreshCatalogue(queryClient, branchId),
  });
}

export function useReorderItems(branchId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TReorderItemsBody) =>
      apiRequest({
        path: buildPath(CATALOGUE_ROUTES.itemOrder, { branchId }),
        method: 'PUT',
        body,
        schema: null,
      }),
    onMutate: async (body) => {
      await queryClient.cancelQueries({ queryKey: catalogueKey(branchId) });
      const order = positions(body.orderedIds);
      queryClient.setQueryData<TCatalogueResponse>(catalogueKey(branchId), (data) =>
        data
          ? {
              ...data,
              items: data.items.map((item) =>
                order.has(item.id)
                  ? { ...item, sortOrder: order.get(item.id) ?? item.sortOrder }
                  : item,
              ),
            }
          : data,
      );
    },
    onSuccess: () => toast.success('Item order saved'),
    onError: (error) => toast.error(errorMessage(error)),
    onSettled: () => refreshCatalogue(queryClient, branchId),
  });
}
