import {
  CATALOGUE_ROUTES,
  type TBulkEditBody,
  ZBulkEditResult,
} from '@tableside/shared/contract/catalogue-extras';
import { buildPath } from '@tableside/shared/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast';
import { apiRequest } from '../../../lib/api';
import { refreshCatalogue } from './use-catalogue';

/** One bulk change in one transaction on the server; the toast says how many items changed. */
export function useBulkEdit(branchId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TBulkEditBody) =>
      apiRequest({
        path: buildPath(CATALOGUE_ROUTES.bulk, { branchId }),
        method: 'POST',
        body,
        schema: ZBulkEditResult,
      }),
    onSuccess: ({ changed }) => {
      toast.success(`${changed} item${changed === 1 ? '' : 's'} changed`);
      return refreshCatalogue(queryClient, branchId);
    },
  });
}
