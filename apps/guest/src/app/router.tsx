import type { ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import { PATHS } from '../lib/paths';
import { PlainLayout } from './layouts/plain-layout';
import { RootLayout } from './layouts/root-layout';
import { RouteBoundary } from './route-boundary';
import { type RoutePage, routePage } from './route-page';

// The routes of spec section 2, one line each. Route modules are lazy chunks exporting
// `Component`; add a route by adding its line to the group with its header. Declarative
// routes, not the data router: the app loads no data through the router, and the data
// router cost 18 KB gzipped of the entry route's budget (docs/decisions/0006).

const Entry = routePage(() => import('./routes/entry'));
const VerifyOtp = routePage(() => import('./routes/verify-otp'));
const EnterName = routePage(() => import('./routes/enter-name'));
const VerifyPin = routePage(() => import('./routes/verify-pin'));
const Terms = routePage(() => import('./routes/terms'));
const SessionExpired = routePage(() => import('./routes/session-expired'));
const BillPending = routePage(() => import('./routes/bill-pending'));
const CheckOut = routePage(() => import('./routes/check-out'));
const PaymentInProgressBlock = routePage(() => import('./routes/payment-in-progress-block'));
const PaymentConfirmation = routePage(() => import('./routes/payment-confirmation'));
const PaymentStatus = routePage(() => import('./routes/payment-status'));
const Receipt = routePage(() => import('./routes/receipt'));
const NotFound = routePage(() => import('./routes/not-found'));
const Home = routePage(() => import('./routes/home'));
const Order = routePage(() => import('./routes/order'));
const ReOrder = routePage(() => import('./routes/re-order'));
const Search = routePage(() => import('./routes/search'));
const PromotionDetails = routePage(() => import('./routes/promotion-details'));

/** Lazy layouts: they are not needed before check-in (app/preload-page.ts fetches them early). */
const BranchLayout = routePage(() => import('./layouts/branch-layout'));
const SearchLayout = routePage(() => import('./layouts/search-layout'));
const BackLayout = routePage(() => import('./layouts/back-layout'));

const NOT_FOUND = '*';

/** Each layout with its pages, in the order React Router matches them. */
const GROUPS: { layout: ComponentType | RoutePage; pages: [path: string, page: RoutePage][] }[] = [
  {
    // Plain logo header, no footer.
    layout: PlainLayout,
    pages: [
      [PATHS.entry, Entry],
      [PATHS.customerDetails, Entry],
      [PATHS.verifyOtp, VerifyOtp],
      [PATHS.enterName, EnterName],
      [PATHS.verifyPin, VerifyPin],
      [PATHS.terms, Terms],
      [PATHS.sessionExpired, SessionExpired],
      [PATHS.billPending, BillPending],
      [PATHS.checkOut, CheckOut],
      [PATHS.paymentInProgressBlock, PaymentInProgressBlock],
      [PATHS.paymentConfirmation, PaymentConfirmation],
      [PATHS.paymentStatus, PaymentStatus],
      [PATHS.receipt, Receipt],
      [NOT_FOUND, NotFound],
    ],
  },
  {
    // Branch header with tabs, footer.
    layout: BranchLayout,
    pages: [
      [PATHS.home, Home],
      [PATHS.order, Order],
      [PATHS.reOrder, ReOrder],
    ],
  },
  // Search bar header, no footer.
  { layout: SearchLayout, pages: [[PATHS.search, Search]] },
  // Back arrow header.
  { layout: BackLayout, pages: [[PATHS.promotionDetails, PromotionDetails]] },
];

/**
 * Loads the layout and page of the address the tab opened on (exact paths only: /terms/:type
 * loads as it renders). Settles once both are in or one failed: the route's error page then
 * says so when it renders.
 */
export function preloadRoute(pathname: string): Promise<void> {
  const path = pathname.replace(/\/+$/, '') || PATHS.entry;
  for (const { layout, pages } of GROUPS) {
    const page = pages.find(([pagePath]) => pagePath === path)?.[1];
    if (!page) continue;
    return Promise.all(['preload' in layout ? layout.preload() : null, page.preload()]).then(
      () => undefined,
      () => undefined,
    );
  }
  return Promise.resolve();
}

export function AppRoutes() {
  return (
    <Routes>
      <Route
        element={
          <RouteBoundary>
            <RootLayout />
          </RouteBoundary>
        }
      >
        {GROUPS.map(({ layout: Layout, pages }) => (
          <Route
            key={pages[0]?.[0]}
            element={
              <RouteBoundary>
                <Layout />
              </RouteBoundary>
            }
          >
            {pages.map(([path, Page]) =>
              path === PATHS.entry ? (
                <Route key={path} index element={<Page />} />
              ) : (
                <Route key={path} path={path} element={<Page />} />
              ),
            )}
          </Route>
        ))}
      </Route>
    </Routes>
  );
}
