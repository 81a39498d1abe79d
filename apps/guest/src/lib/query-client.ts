import { QUERY_KEEP_ALIVE_MS } from '@tableside/shared/domain/constants';
import { QueryClient } from '@tanstack/react-query';
import { shouldRetry } from './retry-policy';

/** Option sets of the brief: public lookups are not kept once unused; bill and payment never. */
export const PUBLIC_LOOKUP = { gcTime: 0, staleTime: Number.POSITIVE_INFINITY } as const;
export const NEVER_CACHED = { gcTime: 0, staleTime: 0 } as const;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { gcTime: QUERY_KEEP_ALIVE_MS, retry: shouldRetry },
      // A write is never repeated behind the guest's back (it could add an item twice).
      mutations: { retry: false },
    },
  });
}
