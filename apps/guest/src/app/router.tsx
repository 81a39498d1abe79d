import { createBrowserRouter, type RouteObject } from 'react-router';
import { PATHS } from '../lib/paths';
import { PlainLayout } from './layouts/plain-layout';
import { RootLayout } from './layouts/root-layout';
import { RouteError } from './route-error';

// The routes of spec section 2, one line each. Route modules are lazy chunks exporting
// `Component`; add a route by adding its line to the group with its header.

/** Plain logo header, no footer. */
const plainRoutes: RouteObject[] = [
  { index: true, lazy: () => import('./routes/entry') },
  { path: PATHS.customerDetails, lazy: () => import('./routes/entry') },
  { path: PATHS.verifyOtp, lazy: () => import('./routes/verify-otp') },
  { path: PATHS.enterName, lazy: () => import('./routes/enter-name') },
  { path: PATHS.verifyPin, lazy: () => import('./routes/verify-pin') },
  { path: PATHS.terms, lazy: () => import('./routes/terms') },
  { path: PATHS.sessionExpired, lazy: () => import('./routes/session-expired') },
  { path: '*', lazy: () => import('./routes/not-found') },
];

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    ErrorBoundary: RouteError,
    // The global loader (outside the router) covers the first load of a lazy route.
    HydrateFallback: () => null,
    children: [{ Component: PlainLayout, ErrorBoundary: RouteError, children: plainRoutes }],
  },
];

export const createRouter = () => createBrowserRouter(routes);
