import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api';

// Staff screens are live: the staff channel invalidates what changed, so reads stay fresh
// without polling. A 4xx will not get better by retrying.
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      retry: (count, error) =>
        count < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      refetchOnWindowFocus: true,
    },
    mutations: { retry: false },
  },
});
