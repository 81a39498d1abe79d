import { PATHS } from '../lib/paths';
import { Entry, pagePath } from './entry-page';
import { type RoutePage, routePage } from './route-page';

// The pages of spec section 2 as lazy chunks (modules exporting `Component`) and the layout
// each renders in. app/router.tsx turns this table into routes; add a page by adding its line
// to its layout's group. A chunk of its own, without React Router: main.tsx loads it beside the
// routed app to start the address's page at once (app/entry-page.ts has the entry page, which
// the entry shell renders without this table).

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

/** React Router's path of the page every unknown address shows. */
export const NOT_FOUND = '*';

export type PageGroup = {
  /** The plain layout is part of the first download; the ordering layouts are lazy chunks. */
  layout: 'plain' | RoutePage;
  pages: [path: string, page: RoutePage][];
};

/** Each layout with its pages, in the order React Router matches them. */
export const PAGE_GROUPS: PageGroup[] = [
  {
    // Plain logo header, no footer.
    layout: 'plain',
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
    // Branch header with tabs, footer (app/preload-page.ts fetches these layouts early).
    layout: routePage(() => import('./layouts/branch-layout')),
    pages: [
      [PATHS.home, Home],
      [PATHS.order, Order],
      [PATHS.reOrder, ReOrder],
    ],
  },
  // Search bar header, no footer.
  { layout: routePage(() => import('./layouts/search-layout')), pages: [[PATHS.search, Search]] },
  // Back arrow header.
  {
    layout: routePage(() => import('./layouts/back-layout')),
    pages: [[PATHS.promotionDetails, PromotionDetails]],
  },
];

/**
 * Loads the layout and page of the address the tab opened on (exact paths only: /terms/:type
 * loads as it renders). Settles once both are in or one failed: the route's error page then
 * says so when it renders.
 */
export function preloadRoute(pathname: string): Promise<void> {
  const path = pagePath(pathname);
  for (const { layout, pages } of PAGE_GROUPS) {
    const page = pages.find(([candidate]) => candidate === path)?.[1];
    if (!page) continue;
    return Promise.all([layout === 'plain' ? null : layout.preload(), page.preload()]).then(
      () => undefined,
      () => undefined,
    );
  }
  return Promise.resolve();
}
