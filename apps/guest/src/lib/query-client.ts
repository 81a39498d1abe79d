import { QUERY_KEEP_ALIVE_MS } from '@tableside/shared/domain/constants';
import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';

/** Retries left for a failure that may pass on its own (network, timeout, server 5xx). */
const TRANSIENT_RETRIES = 2;

/**
 * A 4xx answer or a body the contract rejects will be the same next time, so only transient
 * failures are retried (and the loader is not held for a doomed retry).
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= TRANSIENT_RETRIES) return false;
  if (!isApiError(error)) return false;
  if (error.kind === 'FETCH_ERROR' || error.kind === 'TIMEOUT_ERROR') return true;
  return error.kind === 'HTTP_ERROR' && error.status !== null && error.status >= 500;
}

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
