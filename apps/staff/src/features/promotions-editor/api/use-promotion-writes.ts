import {
  PROMOTIONS_ADMIN_ROUTES as R,
  type TCreatePromotionGroupBody,
  type TPromotionInput,
  ZAdminPromotion,
  ZAdminPromotionGroup,
} from '@tableside/shared/contract/promotions-admin';
import { buildPath } from '@tableside/shared/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast';
import { ApiError, apiRequest, errorMessage } from '../../../lib/api';
import { promotionsKey } from './use-promotions';

export type PromotionWrite =
  | { kind: 'createGroup'; body: TCreatePromotionGroupBody }
  | { kind: 'updateGroup'; groupId: number; body: TCreatePromotionGroupBody & { version: number } }
  | { kind: 'archiveGroup'; groupId: number; archived: boolean; version: number }
  | { kind: 'groupOrder'; orderedIds: number[] }
  | { kind: 'createPromotion'; groupId: number; body: TPromotionInput }
  | {
      kind: 'updatePromotion';
      groupId: number;
      promotionId: number;
      body: TPromotionInput & { version: number };
    }
  | {
      kind: 'archivePromotion';
      groupId: number;
      promotionId: number;
      archived: boolean;
      version: number;
    }
  | { kind: 'promotionOrder'; groupId: number; orderedIds: number[] };

const SUCCESS: Record<PromotionWrite['kind'], string> = {
  createGroup: 'Group added',
  updateGroup: 'Group saved',
  archiveGroup: 'Group updated',
  groupOrder: 'Order saved',
  createPromotion: 'Promotion added',
  updatePromotion: 'Promotion saved',
  archivePromotion: 'Promotion updated',
  promotionOrder: 'Order saved',
};

function send(branchId: number, w: PromotionWrite): Promise<unknown> {
  const ids = { branchId, groupId: 'groupId' in w ? w.groupId : 0 };
  switch (w.kind) {
    case 'createGroup':
      return apiRequest({
        path: buildPath(R.groups, ids),
        method: 'POST',
        body: w.body,
        schema: ZAdminPromotionGroup,
      });
    case 'updateGroup':
      return apiRequest({
        path: buildPath(R.group, ids),
        method: 'PUT',
        body: w.body,
        schema: ZAdminPromotionGroup,
      });
    case 'archiveGroup':
      return apiRequest({
        path: buildPath(R.groupArchive, ids),
        method: 'PUT',
        body: { archived: w.archived, version: w.version },
        schema: ZAdminPromotionGroup,
      });
    case 'groupOrder':
      return apiRequest({
        path: buildPath(R.groupOrder, ids),
        method: 'PUT',
        body: { orderedIds: w.orderedIds },
        schema: null,
      });
    case 'createPromotion':
      return apiRequest({
        path: buildPath(R.promotions, ids),
        method: 'POST',
        body: w.body,
        schema: ZAdminPromotion,
      });
    case 'updatePromotion':
      return apiRequest({
        path: buildPath(R.promotion, { ...ids, promotionId: w.promotionId }),
        method: 'PUT',
        body: w.body,
        schema: ZAdminPromotion,
      });
    case 'archivePromotion':
      return apiRequest({
        path: buildPath(R.promotionArchive, { ...ids, promotionId: w.promotionId }),
        method: 'PUT',
        body: { archived: w.archived, version: w.version },
        schema: ZAdminPromotion,
      });
    case 'promotionOrder':
      return apiRequest({
        path: buildPath(R.promotionOrder, ids),
        method: 'PUT',
        body: { orderedIds: w.orderedIds },
        schema: null,
      });
  }
}

/**
 * Every write of the editor. Success toasts and reloads the list; a 409 (someone else saved
 * meanwhile) reloads it too, so the form can offer the saved version. Forms show other
 * failures beside their fields, so only list actions (order, archive) toast them.
 */
export function usePromotionWrite(branchId: number) {
  const queryClient = useQueryClient();
  const reload = () => queryClient.invalidateQueries({ queryKey: promotionsKey(branchId) });
  return useMutation({
    mutationFn: (write: PromotionWrite) => send(branchId, write),
    onSuccess: (_answer, write) => {
      toast.success(SUCCESS[write.kind]);
      return reload();
    },
    onError: (error, write) => {
      if (error instanceof ApiError && error.status === 409) void reload();
      if (!write.kind.startsWith('create') && !write.kind.startsWith('update')) {
        toast.error(errorMessage(error));
      }
    },
  });
}
