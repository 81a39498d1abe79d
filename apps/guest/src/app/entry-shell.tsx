import { Suspense, useCallback, useEffect } from 'react';
import type { Root } from 'react-dom/client';
import { Toaster } from '../components/ui/toaster';
import { selectGlobalLoader, useFlags } from '../lib/flags-store';
import { type NavigateTo, NavigationProvider } from '../lib/navigation';
import { pageLoaded } from '../lib/page-load';
import { PATHS } from '../lib/paths';
import { session } from '../lib/storage';
import { whenIdle } from '../lib/use-page-settled';
import { useSessionValue } from '../lib/use-session-value';
import { Entry, pagePath } from './entry-page';
import { GlobalLoader } from './global-loader';
import { InitialData } from './initial-data';
import { PlainFrame } from './layouts/plain-frame';
import type { Handover } from './mount-app';
import { RouteCatcher } from './route-catcher';
import { RouteError } from './route-error';
import { leaveFirstPage } from './scroll-positions';

// The page a table's QR code opens, without React Router and TanStack Query (about 24 kB
// gzipped): a first-time guest's phone downloads and runs only React, this shell and the entry
// page before the form shows (docs/decisions/0006). The routed app downloads once the form is
// on screen and the phone is idle, and takes the tab over when the guest moves on (a check-in,
// the terms link) or turns out to be checked in already; the entry page's components navigate
// through lib/navigation, which both serve.

/** The entry page, for a tab with no checked-in guest (those get the routed app at once). */
export const opensOnEntryShell = (pathname: string): boolean =>
  pagePath(pathname) === PATHS.entry &&
  !(session.holds('OrderId') && session.holds('CustomerDetails'));

const loadApp = () => import('./mount-app');

let handingOver = false;
let target: Handover | undefined;

/** Renders the routed app in the shell's place, on `next` when the guest asked for a page. */
function handOver(root: Root, next?: Handover): void {
  if (next) target = next;
  if (handingOver) return;
  handingOver = true;
  leaveFirstPage();
  loadApp().then(
    ({ mountApp }) => mountApp(root, session.get('Ids'), () => target),
    (error: unknown) => root.render(<RouteError error={error} />),
  );
}

function EntryShell({ root }: { root: Root }) {
  const loading = useFlags(selectGlobalLoader);
  const orderId = useSessionValue('OrderId');
  const customer = useSessionValue('CustomerDetails');
  const checkedIn = orderId !== null && customer !== null;

  // A checked-in guest's order moves them on (the routed app's order watcher).
  useEffect(() => {
    if (checkedIn) handOver(root);
  }, [checkedIn, root]);

  // The routed app downloads once the page is on screen and the phone is idle, so a tap moves
  // on at once; a download that fails is asked again by the hand-over.
  useEffect(() => {
    if (loading) return;
    let cancel: () => void = () => undefined;
    let live = true;
    void pageLoaded().then(() => {
      if (live) cancel = whenIdle(() => void loadApp().catch(() => undefined));
    });
    return () => {
      live = false;
      cancel();
    };
  }, [loading]);

  const navigate = useCallback<NavigateTo>(
    (to, options) => handOver(root, { to, replace: options?.replace }),
    [root],
  );
  return (
    <NavigationProvider value={navigate}>
      <RouteCatcher resetKey={PATHS.entry}>
        <InitialData pathname={PATHS.entry} />
        <RouteCatcher resetKey={PATHS.entry}>
          <Suspense fallback={null}>
            <PlainFrame>
              <Entry />
            </PlainFrame>
          </Suspense>
        </RouteCatcher>
      </RouteCatcher>
      <GlobalLoader />
      <Toaster />
    </NavigationProvider>
  );
}

/** Renders the entry shell in `root` (main.tsx has preloaded the entry page's chunk). */
export function renderEntryShell(root: Root): void {
  root.render(<EntryShell root={root} />);
}
