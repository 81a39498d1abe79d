import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { Announcer } from '../components/ui/announcer';
import { Toaster } from '../components/ui/toaster';
import { RouterNavigation } from '../lib/router-navigation';
import { GlobalLoader } from './global-loader';
import { AppRoutes } from './router';

/** Providers and the routes; the loader, toasts and the live announcer sit above every route. */
export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <RouterNavigation>
          <AppRoutes />
        </RouterNavigation>
      </BrowserRouter>
      <GlobalLoader />
      <Toaster />
      <Announcer />
    </QueryClientProvider>
  );
}
