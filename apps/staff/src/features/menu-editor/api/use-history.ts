import {
  CATALOGUE_ROUTES,
  ZCatalogueChange,
  ZCatalogueHistoryResponse,
} from '@tableside/shared/contract/catalogue-extras';
import { buildPath } from '@tableside/shared/contract/routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast';
import { apiRequest, errorMessage } from '../../../lib/api';
import { historyKey } from './catalogue-keys';
import { refreshCatalogue } from './use-catalogue';

const LIMIT = 100;

/** The branch's latest catalogue changes, newest first; read only while the panel is open. */
export function useCatalogueHistory(branchId: number, enabled: boolean) {
  return useQuery({
    queryKey: historyKey(branchId),
    queryFn: () =>
      apiRequest({
        path: `${buildPath(CATALOGUE_ROUTES.history, { branchId })}?limit=${LIMIT}`,
        schema: ZCatalogueHistoryResponse,
      }),
    enabled,
  });
}

/** Undoes one change (itself a new change in the history), then reads both again. */
export function useUndoChange(branchId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changeId: number) =>
      apiRequest({
        path: buildPath(CATALOGUE_ROUTES.undo, { branchId, changeId }),
        method: 'POST',
        schema: ZCatalogueChange,
      }),
    onSuccess: (change) => toast.success(`Undone: ${change.summary}`),
    onError: (error) => toast.error(errorMessage(error)),
    onSettled: () => refreshCatalogue(queryClient, branchId),
  });
}
