import { type ComponentType, use } from 'react';
import { loadStorageSchemas } from '../lib/storage';

/** A lazily loaded page or layout that can be asked to load before it renders. */
export type RoutePage = ComponentType & { preload: () => Promise<void> };

/**
 * A route chunk (a module exporting `Component`) as a component. It renders once the session
 * schemas are in too (lib/storage): routes read stored values, and both downloads run side by
 * side. Unlike React.lazy, a chunk that `preload` already loaded renders at once: React.lazy
 * suspends on first render even then, and React holds back the content that replaces a
 * shown Suspense fallback for up to 300 ms, so the first page would paint that much later.
 */
export function routePage(load: () => Promise<{ Component: ComponentType }>): RoutePage {
  let Loaded: ComponentType | null = null;
  let loading: Promise<void> | null = null;
  const preload = () => {
    // A failed download stays failed, as with React.lazy: the route error page offers a
    // reload, and retrying here on every render would loop while the network is down.
    loading ??= Promise.all([load(), loadStorageSchemas()]).then(([module]) => {
      Loaded = module.Component;
    });
    return loading;
  };
  function Page() {
    if (Loaded === null) use(preload());
    return Loaded === null ? null : <Loaded />;
  }
  Page.preload = preload;
  return Page;
}
