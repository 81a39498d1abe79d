import { SETUP_ROUTES } from '@tableside/shared/contract/routes';
import { ZSetupStatus } from '@tableside/shared/contract/setup';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';

/** Whether the link's token still opens the setup form (404 once used, expired or an owner exists). */
export function useSetupStatus(token: string) {
  return useQuery({
    queryKey: ['setup-status', token],
    queryFn: () =>
      apiRequest({
        path: `${SETUP_ROUTES.status}?${new URLSearchParams({ token })}`,
        schema: ZSetupStatus,
      }),
    enabled: token !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
