import type { Rolldown } from 'vite';

/** app/preload-page.ts: an entry of its own, loaded by index.html before the app. */
export const PRELOAD_PAGE = 'preload-page';

const inSrc = (path: string) => `[\\\\/]src[\\\\/]${path.replaceAll('/', '[\\\\/]')}`;
/** The route a scanned QR code opens: its first load is budgeted (scripts/measure-entry.mjs). */
const ENTRY_ROUTE = new RegExp(`${inSrc('app/routes/entry')}\\.tsx$`);
/** A route keeps a chunk of its own: the manifest names it (scripts/measure-entry.mjs). */
const ROUTE = new RegExp(`${inSrc('app/routes/')}[\\w-]+\\.tsx$`);
/** Lazy chunks every page loads at boot: the session schemas and the contracts they read. */
const SCHEMA_ROOTS = new RegExp(
  `(?:${inSrc('lib/session-schemas')}|[\\\\/]shared${inSrc('contract/')}[\\w-]+)\\.ts$`,
);
/** The wire schemas: small, and most pages parse some answer with one. */
const CONTRACT = new RegExp(`[\\\\/]shared${inSrc('contract/')}`);
/**
 * Pages a guest opens without the ordering pages before them: the check-in steps, and the pages
 * the payment gateway sends the guest back to (a fresh page load). They stay light.
 */
const STANDALONE_ROOTS = new RegExp(
  `${inSrc('app/routes/')}(?:verify-otp|enter-name|verify-pin|terms|session-expired|not-found|payment-confirmation|payment-status)\\.tsx$`,
);
/** What a checked-in guest uses: the ordering pages, their layouts, the live order watcher. */
const ORDERING_ROOTS = new RegExp(
  `(?:${inSrc('app/routes/')}(?:home|order|re-order|search|promotion-details)|${inSrc('app/layouts/')}(?:branch|search|back)-layout|${inSrc('features/order-status/components/live-order-watcher')})\\.tsx$`,
);
/** The routed app: React Router, TanStack Query and the app around the pages (app/mount-app). */
const APP_ROOT = new RegExp(`${inSrc('app/mount-app')}\\.tsx$`);
/** The table of pages, which main.tsx loads beside the routed app to start the page's chunks. */
const PAGE_TABLE = new RegExp(`${inSrc('app/pages')}\\.ts$`);
/** Libraries of every routed page: with the routed app, not split into a chunk per export. */
const ROUTED_LIBRARY = /[\\/]node_modules[\\/](?:react-router|@tanstack)[\\/]/;
const ICON = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/;
const LIBRARY = /[\\/]node_modules[\\/]/;

/** Every module reached from `roots` through static imports. */
function staticClosure(roots: string[], info: Rolldown.GetModuleInfo): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    queue.push(...(info(id)?.importedIds ?? []));
  }
  return seen;
}

/**
 * The chunk of each module taken out of default splitting; the modules of the entry chunks stay
 * where they are. The entry route's modules go to one chunk, those the ordering pages use too
 * to another. The icons of all other pages go to one, the schemas every page loads at boot to
 * one, the table of pages to one, the routed app with React Router and TanStack Query to one,
 * and what the ordering pages use but no standalone page does to two (app code and libraries).
 * A module an ordering page shares with a standalone page stays in a small chunk of its own, so
 * that page does not download the ordering code.
 */
function chunkNames(ids: string[], info: Rolldown.GetModuleInfo): Map<string, string> {
  const entries = staticClosure(
    ids.filter((id) => info(id)?.isEntry),
    info,
  );
  const entryRoute = staticClosure(
    ids.filter((id) => ENTRY_ROUTE.test(id)),
    info,
  );
  const lazyRoots = ids.filter((id) => !entries.has(id) && info(id)?.dynamicImporters.length);
  const reached = (roots: RegExp) =>
    staticClosure(
      lazyRoots.filter((id) => roots.test(id)),
      info,
    );
  const app = reached(APP_ROOT);
  const schemas = reached(SCHEMA_ROOTS);
  const standalone = reached(STANDALONE_ROOTS);
  const ordering = reached(ORDERING_ROOTS);
  const names = new Map<string, string>();
  for (const id of ids) {
    if (entries.has(id) || ROUTE.test(id)) continue;
    if (entryRoute.has(id)) names.set(id, ordering.has(id) ? 'entry-shared' : 'entry');
    else if (ICON.test(id)) names.set(id, 'icons');
    else if (schemas.has(id) || CONTRACT.test(id)) names.set(id, 'schemas');
    else if (PAGE_TABLE.test(id)) names.set(id, 'pages');
    else if (app.has(id) || ROUTED_LIBRARY.test(id)) names.set(id, 'app');
    else if (ordering.has(id) && !standalone.has(id)) {
      names.set(id, LIBRARY.test(id) ? 'ordering-libs' : 'ordering');
    }
  }
  return names;
}

/**
 * After check-in, /home needs some sixty modules that default splitting spreads over as many
 * small chunks (an icon each). A phone on HTTP/1.1 fetches six at a time and the page's API
 * calls queue behind them; a handful of larger chunks arrive sooner.
 */
export function pageChunks(): Rolldown.CodeSplittingGroup {
  let candidates: string[] = [];
  let names: Map<string, string> | null = null;
  return {
    debugName: 'tableside-page-chunks',
    // Rolldown tests every module before it names the first one; a new test starts a new build.
    test: (id) => {
      if (names) {
        names = null;
        candidates = [];
      }
      candidates.push(id);
      return true;
    },
    name: (id, ctx) => {
      names ??= chunkNames(candidates, (moduleId) => ctx.getModuleInfo(moduleId));
      return names.get(id) ?? null;
    },
    // Only the modules named: what they import from the entry chunks stays there.
    includeDependenciesRecursively: false,
  };
}

/**
 * React apart from the app's code: two downloads side by side (a phone opens six connections
 * to the server) instead of one long one, and React stays cached across releases of the app.
 */
export const reactChunk: Rolldown.CodeSplittingGroup = {
  name: 'react',
  test: /[\\/]node_modules[\\/](?:react|react-dom|scheduler|preact)[\\/]/,
  priority: 1,
};

/**
 * The rest of what index.html loads, in one chunk: left alone, the modules the app's lazy
 * pages share with it become small chunks of their own, each one more request before the app
 * can start.
 */
export const bootChunk: Rolldown.CodeSplittingGroup = {
  name: 'boot',
  tags: ['$initial'],
  test: (id) => !id.endsWith(`${PRELOAD_PAGE}.ts`),
};
