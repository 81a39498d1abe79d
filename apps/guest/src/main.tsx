import '@fontsource/roboto-condensed/latin-400.css';
import '@fontsource/roboto-condensed/latin-500.css';
import '@fontsource/roboto-condensed/latin-700.css';
import './styles/tokens.css';
import './styles/base.css';
import { createRoot } from 'react-dom/client';
import { Entry } from './app/entry-page';
import { opensOnEntryShell, renderEntryShell } from './app/entry-shell';
import { INITIAL_LOADER, skipsInitialData } from './app/initial-data-policy';
import { RouteError } from './app/route-error';
import { startInitialRequests } from './app/start-initial-requests';
import { applyBrandStyle } from './features/brand/lib/apply-brand-style';
import { applyEntryParams } from './lib/entry-params';
import { useFlags } from './lib/flags-store';
import { startLocale } from './lib/i18n/locale-store';
import { loadStorageSchemas, session } from './lib/storage';

// Before the first render: read the scanned table, start the initial calls alongside the
// route's chunk (index.html fetched those of an ordering page already) and the session schemas,
// and re-apply this tab's brand look once the stored style can be read (routes wait for the
// schemas: no flash of default colours on a reload).
// A failed schema chunk shows up as the route's error page (app/route-page.tsx).
loadStorageSchemas().then(
  () => void applyBrandStyle(session.get('style')),
  () => undefined,
);
const { pathname, search } = window.location;
const ids = applyEntryParams(search, session);
if (ids && !skipsInitialData(pathname)) {
  startInitialRequests(ids, pathname);
  useFlags.getState().setLoader(INITIAL_LOADER, true);
}

// The guest's language is in before the first render: English at once, Hindi or Arabic with
// their catalog (loaded beside the page's chunks), so no text changes under the guest's eyes.
const localeReady = startLocale();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
const root = createRoot(container);
if (opensOnEntryShell(pathname)) {
  // A first scan: the entry page without the router (app/entry-shell.tsx, docs/decisions/0006).
  // Its chunk and the session schemas load before the first render; if one fails, the shell
  // shows the route's error page.
  const render = () => void localeReady.then(() => renderEntryShell(root));
  void Entry.preload().then(render, render);
} else {
  // The page's own chunks start beside the routed app's (mount-app waits for both before its
  // first render; index.html has fetched those of an ordering page already).
  void import('./app/pages').then(({ preloadRoute }) => preloadRoute(pathname));
  import('./app/mount-app').then(
    ({ mountApp }) => localeReady.then(() => mountApp(root, ids)),
    (error: unknown) => root.render(<RouteError error={error} />),
  );
}
