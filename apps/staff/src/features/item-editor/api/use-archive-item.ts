import { ZCatalogueItem } from '@tableside/shared/contract/catalogue';
import { CATALOGUE_ROUTES } from '@tableside/shared/contract/catalogue-extras';
import { buildPath } from '@tableside/shared/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast';
import { apiRequest, errorMessage } from '../../../lib/api';
import { catalogueHistoryKey, catalogueKey } from './use-catalogue';

interface ArchiveItem {
  productId: number;
  archived: boolean;
  version: number;
}

/** Archives an item (hidden from guests, kept for history) or restores it. */
export function useArchiveItem(branchId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, archived, version }: ArchiveItem) =>
      apiRequest({
        path: buildPath(CATALOGUE_ROUTES.itemArchive, { branchId, productId }),
        method: 'PUT',
        body: { archived, version },
        schema: ZCatalogueItem,
      }),
    onSuccess: (item) =>
      toast.success(item.archived ? `${item.name}: archived` : `${item.name}: restored`),
    onError: (error) => toast.error(errorMessage(error)),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: catalogueKey(branchId) }),
        queryClient.invalidateQueries({ queryKey: catalogueHistoryKey(branchId) }),
      ]),
  });
}
