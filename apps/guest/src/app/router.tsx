import { type ComponentType, lazy } from 'react';
import { Route, Routes } from 'react-router';
import { PATHS } from '../lib/paths';
import { loadStorageSchemas } from '../lib/storage';
import { PlainLayout } from './layouts/plain-layout';
import { RootLayout } from './layouts/root-layout';
import { RouteBoundary } from './route-boundary';

// The routes of spec section 2, one line each. Route modules are lazy chunks exporting
// `Component`; add a route by adding its line to the group with its header. Declarative
// routes, not the data router: the app loads no data through the router, and the data
// router cost 18 KB gzipped of the entry route's budget (docs/decisions/0006).

/**
 * A route chunk as a component. It renders once the session schemas are in too (lib/storage):
 * routes read stored values, and both downloads run side by side.
 */
const route = (load: () => Promise<{ Component: ComponentType }>) =>
  lazy(async () => {
    const [module] = await Promise.all([load(), loadStorageSchemas()]);
    return { default: module.Component };
  });

const Entry = route(() => import('./routes/entry'));
const VerifyOtp = route(() => import('./routes/verify-otp'));
const EnterName = route(() => import('./routes/enter-name'));
const VerifyPin = route(() => import('./routes/verify-pin'));
const Terms = route(() => import('./routes/terms'));
const SessionExpired = route(() => import('./routes/session-expired'));
const BillPending = route(() => import('./routes/bill-pending'));
const CheckOut = route(() => import('./routes/check-out'));
const PaymentInProgressBlock = route(() => import('./routes/payment-in-progress-block'));
const PaymentConfirmation = route(() => import('./routes/payment-confirmation'));
const PaymentStatus = route(() => import('./routes/payment-status'));
const NotFound = route(() => import('./routes/not-found'));
const Home = route(() => import('./routes/home'));
const Order = route(() => import('./routes/order'));
const ReOrder = route(() => import('./routes/re-order'));
const Search = route(() => import('./routes/search'));
const PromotionDetails = route(() => import('./routes/promotion-details'));

/** Lazy layouts: they are not needed before check-in (app/preload-page.ts fetches them early). */
const BranchLayout = route(() => import('./layouts/branch-layout'));
const SearchLayout = route(() => import('./layouts/search-layout'));
const BackLayout = route(() => import('./layouts/back-layout'));

const within = (Layout: ComponentType) => (
  <RouteBoundary>
    <Layout />
  </RouteBoundary>
);

export function AppRoutes() {
  return (
    <Routes>
      <Route element={within(RootLayout)}>
        {/* Plain logo header, no footer. */}
        <Route element={within(PlainLayout)}>
          <Route index element={<Entry />} />
          <Route path={PATHS.customerDetails} element={<Entry />} />
          <Route path={PATHS.verifyOtp} element={<VerifyOtp />} />
          <Route path={PATHS.enterName} element={<EnterName />} />
          <Route path={PATHS.verifyPin} element={<VerifyPin />} />
          <Route path={PATHS.terms} element={<Terms />} />
          <Route path={PATHS.sessionExpired} element={<SessionExpired />} />
          <Route path={PATHS.billPending} element={<BillPending />} />
          <Route path={PATHS.checkOut} element={<CheckOut />} />
          <Route path={PATHS.paymentInProgressBlock} element={<PaymentInProgressBlock />} />
          <Route path={PATHS.paymentConfirmation} element={<PaymentConfirmation />} />
          <Route path={PATHS.paymentStatus} element={<PaymentStatus />} />
          <Route path="*" element={<NotFound />} />
        </Route>
        {/* Branch header with tabs, footer. */}
        <Route element={within(BranchLayout)}>
          <Route path={PATHS.home} element={<Home />} />
          <Route path={PATHS.order} element={<Order />} />
          <Route path={PATHS.reOrder} element={<ReOrder />} />
        </Route>
        {/* Search bar header, no footer. */}
        <Route element={within(SearchLayout)}>
          <Route path={PATHS.search} element={<Search />} />
        </Route>
        {/* Back arrow header. */}
        <Route element={within(BackLayout)}>
          <Route path={PATHS.promotionDetails} element={<PromotionDetails />} />
        </Route>
      </Route>
    </Routes>
  );
}
