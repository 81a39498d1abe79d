import '@fontsource/roboto-condensed/latin-400.css';
import '@fontsource/roboto-condensed/latin-500.css';
import '@fontsource/roboto-condensed/latin-700.css';
import './styles/tokens.css';
import './styles/base.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { INITIAL_LOADER, skipsInitialData } from './app/initial-data-policy';
import { preloadRoute } from './app/router';
import { startInitialRequests } from './app/start-initial-requests';
import { applyBrandStyle } from './features/brand/lib/apply-brand-style';
import { applyEntryParams } from './lib/entry-params';
import { useFlags } from './lib/flags-store';
import { createQueryClient } from './lib/query-client';
import { loadStorageSchemas, session } from './lib/storage';

// Before the first render: read the scanned table, start the initial calls alongside the
// route's chunk (index.html fetched those of an ordering page already) and the session schemas,
// and re-apply this tab's brand look once the stored style can be read (routes wait for the
// schemas: no flash of default colours on a reload).
// A failed schema chunk shows up as the route's error page (app/router.tsx).
loadStorageSchemas().then(
  () => void applyBrandStyle(session.get('style')),
  () => undefined,
);
const queryClient = createQueryClient();
const ids = applyEntryParams(window.location.search, session);
if (ids && !skipsInitialData(window.location.pathname)) {
  startInitialRequests(ids, window.location.pathname, queryClient);
  useFlags.getState().setLoader(INITIAL_LOADER, true);
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
const root = createRoot(container);
// The first render waits for the page's own chunks (index.html shows the loader meanwhile):
// rendered before them, the page would suspend, show an empty fallback, and React would hold
// the page back for up to 300 ms after that fallback once it is ready.
// A transition renders in slices between which the phone can paint and take taps, instead of
// one long task.
void preloadRoute(window.location.pathname).then(() =>
  startTransition(() => {
    root.render(
      <StrictMode>
        <App queryClient={queryClient} />
      </StrictMode>,
    );
  }),
);
