import {
  BRAND_LOOK_ROUTES,
  type TBrandLookBody,
  ZBrandLook,
} from '@tableside/shared/contract/brand-look';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast';
import { ApiError, apiRequest } from '../../../lib/api';

const brandLookKey = ['brand-look'] as const;

export function useBrandLook() {
  return useQuery({
    queryKey: brandLookKey,
    queryFn: () => apiRequest({ path: BRAND_LOOK_ROUTES.look, schema: ZBrandLook }),
  });
}

/**
 * Saves the look. The answer replaces the cached one (the form restarts from it); a 409 reloads
 * it, so the form can offer the version someone else saved. The form shows failures itself.
 */
export function useSaveBrandLook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TBrandLookBody) =>
      apiRequest({ path: BRAND_LOOK_ROUTES.look, method: 'PUT', body, schema: ZBrandLook }),
    onSuccess: (look) => {
      toast.success(look.warnings.length > 0 ? 'Look saved, with contrast warnings' : 'Look saved');
      queryClient.setQueryData(brandLookKey, look);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: brandLookKey });
      }
    },
  });
}
