import { QUERY_KEEP_ALIVE_MS } from '@tableside/shared/domain/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { takeEarly } from '../../../lib/early-request';
import { getPromotions, promotionsKey } from './fetch-promotions';

/**
 * Kept fresh for the keep-alive time: /home starts the call at boot (app/start-initial-requests)
 * and the routed app puts its answer in the cache before Home renders (app/mount-app); it must
 * not be fetched again then. A price or availability change refetches it anyway (the catalogue key).
 */
export const promotionsQuery = (branchId: number) =>
  queryOptions({
    queryKey: promotionsKey(branchId),
    queryFn: ({ signal }) =>
      takeEarly(promotionsKey(branchId), () => getPromotions(branchId, signal)),
    staleTime: QUERY_KEEP_ALIVE_MS,
  });

export const usePromotions = (branchId: number | null) =>
  useQuery({
    ...promotionsQuery(branchId ?? 0),
    enabled: branchId !== null,
    select: (answer) => answer.data,
  });
