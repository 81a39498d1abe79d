import {
  PROMOTIONS_ADMIN_ROUTES,
  ZPromotionsAdminResponse,
} from '@tableside/shared/contract/promotions-admin';
import { buildPath } from '@tableside/shared/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';

export const promotionsKey = (branchId: number) => ['promotions-admin', branchId] as const;

/** The branch's groups and promotions (archived ones included) and what they may link to. */
export function usePromotionsAdmin(branchId: number) {
  return useQuery({
    queryKey: promotionsKey(branchId),
    queryFn: () =>
      apiRequest({
        path: buildPath(PROMOTIONS_ADMIN_ROUTES.groups, { branchId }),
        schema: ZPromotionsAdminResponse,
      }),
  });
}
