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
  { path: PATHS.billPending, lazy: () => import('./routes/bill-pending') },
  { path: PATHS.checkOut, lazy: () => import('./routes/check-out') },
  { path: PATHS.paymentInProgressBlock, lazy: () => import('./routes/payment-in-progress-block') },
  { path: PATHS.paymentConfirmation, lazy: () => import('./routes/payment-confirmation') },
  { path: PATHS.paymentStatus, lazy: () => import('./routes/payment-status') },
  { path: '*', lazy: () => import('./routes/not-found') },
];

/** Branch header with tabs, footer (lazy layout: it is not needed before check-in). */
const branchRoutes: RouteObject[] = [
  { path: PATHS.home, lazy: () => import('./routes/home') },
  { path: PATHS.order, lazy: () => import('./routes/order') },
  { path: PATHS.reOrder, lazy: () => import('./routes/re-order') },
];

/** Search bar header, no footer. */
const searchRoutes: RouteObject[] = [{ path: PATHS.search, lazy: () => import('./routes/search') }];

/** Back arrow header. */
const backRoutes: RouteObject[] = [
  { path: PATHS.promotionDetails, lazy: () => import('./routes/promotion-details') },
];

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    ErrorBoundary: RouteError,
    // The global loader (outside the router) covers the first load of a lazy route.
    HydrateFallback: () => null,
    children: [
      { Component: PlainLayout, ErrorBoundary: RouteError, children: plainRoutes },
      {
        lazy: () => import('./layouts/branch-layout'),
        ErrorBoundary: RouteError,
        children: branchRoutes,
      },
      {
        lazy: () => import('./layouts/search-layout'),
        ErrorBoundary: RouteError,
        children: searchRoutes,
      },
      {
        lazy: () => import('./layouts/back-layout'),
        ErrorBoundary: RouteError,
        children: backRoutes,
      },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
