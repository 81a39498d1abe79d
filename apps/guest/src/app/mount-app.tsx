import type { Root } from 'react-dom/client';
import { UNSAFE_createBrowserHistory } from 'react-router';
import { promotionsQuery } from '../features/promotions/api/get-promotions';
import { EN_APP } from '../lib/i18n/en-app';
import { registerEnglish } from '../lib/i18n/locale-store';
import { PATHS } from '../lib/paths';
import { createQueryClient } from '../lib/query-client';
import type { EntryIds } from '../lib/session-schemas';
import { App } from './app';
import { pagePath } from './entry-page';
import { preloadRoute } from './pages';

// The pages after check-in speak with the routed app: their English comes with its chunk.
registerEnglish(EN_APP);

/** The page the guest asked for on the entry shell. */
export interface Handover {
  to: string;
  replace?: boolean;
}

/**
 * Renders the routed app (React Router, TanStack Query, every page) in `root`: at boot on every
 * address but the entry shell's, and when the guest leaves the entry shell, on the page they
 * asked for. On /home the promotions go into its cache before the first render (their call
 * started at boot, app/start-initial-requests): their banners are the page's largest paint.
 */
export async function mountApp(
  root: Root,
  ids: EntryIds | null,
  handover?: () => Handover | undefined,
): Promise<void> {
  const next = handover?.();
  if (next) {
    // React Router's own history writes the entry, as its navigate would have: Back, the
    // navigation type and the scroll memory see an ordinary page change.
    const history = UNSAFE_createBrowserHistory();
    if (next.replace) history.replace(next.to);
    else history.push(next.to);
  }
  const queryClient = createQueryClient();
  const { pathname } = window.location;
  if (ids && pagePath(pathname) === PATHS.home) {
    void queryClient.prefetchQuery(promotionsQuery(ids.branchId));
  }
  // The first render waits for the page's own chunks (index.html shows the loader meanwhile):
  // rendered before them, the page would suspend, show an empty fallback, and React would hold
  // the page back for up to 300 ms after that fallback once it is ready.
  await preloadRoute(pathname);
  // One task: Preact renders the whole tree at once, where React would have sliced a transition
  // (decision 0035).
  root.render(<App queryClient={queryClient} />);
}
