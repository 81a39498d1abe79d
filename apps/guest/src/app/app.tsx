import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { Toaster } from '../components/ui/toaster';
import { GlobalLoader } from './global-loader';
import { createRouter } from './router';

/** Providers and the router; the loader and toasts sit above every route. */
export function App({ queryClient }: { queryClient: QueryClient }) {
  const [router] = useState(createRouter);
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <GlobalLoader />
      <Toaster />
    </QueryClientProvider>
  );
}
