import {
  type TBranchItemBody,
  type TBranchSizeBody,
  type TCatalogueItem,
  ZCatalogueItem,
} from '@tableside/shared/contract/catalogue';
import { CATALOGUE_ROUTES } from '@tableside/shared/contract/catalogue-extras';
import { buildPath } from '@tableside/shared/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast';
import { apiRequest } from '../../../lib/api';
import { replaceCachedItem } from './use-catalogue';

export interface SizeChange {
  item: TCatalogueItem;
  /** The sizes to change (one for a price, all of the item's for its switch or snooze). */
  sizeIds: readonly number[];
  body: TBranchSizeBody;
  /** The toast on success, e.g. 'Masala Dosa: snoozed until 18:30'. */
  done: string;
}

/**
 * Price, on/off and snooze of sizes at this branch. Sizes are saved one after another (each
 * answer is the whole item), so a 409 or 400 on one stops the rest and is shown by the caller.
 */
export function useSizeAtBranch(branchId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ item, sizeIds, body }: SizeChange) => {
      let saved = item;
      for (const menuItemId of sizeIds) {
        saved = await apiRequest({
          path: buildPath(CATALOGUE_ROUTES.sizeBranch, { branchId, menuItemId }),
          method: 'PUT',
          body,
          schema: ZCatalogueItem,
        });
        replaceCachedItem(queryClient, branchId, saved);
      }
      return saved;
    },
    onSuccess: (_item, { done }) => toast.success(done),
  });
}

/** Puts an item on this branch's menu (at the brand's prices) or takes it off. */
export function useItemAtBranch(branchId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ item, onMenu }: { item: TCatalogueItem; onMenu: boolean }) => {
      const body: TBranchItemBody = { onMenu };
      return apiRequest({
        path: buildPath(CATALOGUE_ROUTES.itemBranch, { branchId, productId: item.id }),
        method: 'PUT',
        body,
        schema: ZCatalogueItem,
      });
    },
    onSuccess: (item) => {
      replaceCachedItem(queryClient, branchId, item);
      toast.success(`${item.name}: ${item.onMenu ? 'on' : 'off'} this branch's menu`);
    },
  });
}
