import {
  CATALOGUE_CONFLICT_MESSAGE,
  type TCatalogueItem,
  type TCreateItemBody,
  type TUpdateItemBody,
  ZCatalogueItem,
} from '@tableside/shared/contract/catalogue';
import { CATALOGUE_ROUTES } from '@tableside/shared/contract/catalogue-extras';
import { buildPath } from '@tableside/shared/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api';
import { catalogueHistoryKey, catalogueKey, fetchCatalogueItem } from './use-catalogue';

/** A save refused because someone saved the item since it was read: the item as it is now. */
export class ItemConflictError extends Error {
  constructor(readonly current: TCatalogueItem) {
    super(CATALOGUE_CONFLICT_MESSAGE);
    this.name = 'ItemConflictError';
  }
}

export type SaveItem =
  | { kind: 'create'; body: TCreateItemBody }
  | { kind: 'update'; productId: number; body: TUpdateItemBody };

/**
 * Creates or saves an item. A stale version (409) reads the item again, so the editor can
 * show the other person's change beside this one; a duplicate name stays an ApiError.
 */
export function useSaveItem(branchId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (save: SaveItem) => {
      try {
        return await apiRequest(
          save.kind === 'create'
            ? {
                path: buildPath(CATALOGUE_ROUTES.items, { branchId }),
                method: 'POST',
                body: save.body,
                schema: ZCatalogueItem,
              }
            : {
                path: buildPath(CATALOGUE_ROUTES.item, { branchId, productId: save.productId }),
                method: 'PUT',
                body: save.body,
                schema: ZCatalogueItem,
              },
        );
      } catch (error) {
        if (
          save.kind === 'update' &&
          error instanceof ApiError &&
          error.status === 409 &&
          error.message === CATALOGUE_CONFLICT_MESSAGE
        ) {
          throw new ItemConflictError(await fetchCatalogueItem(branchId, save.productId));
        }
        throw error;
      }
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: catalogueKey(branchId) }),
        queryClient.invalidateQueries({ queryKey: catalogueHistoryKey(branchId) }),
      ]),
  });
}
