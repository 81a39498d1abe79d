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
/**
 * A promise as React's use() tracks one: once `status` is 'fulfilled', use() returns at once
 * instead of suspending (the way Suspense-compatible libraries hand React a settled promise).
 */
type TrackedPromise = Promise<void> & { status?: 'fulfilled'; value?: undefined };

export function routePage(load: () => Promise<{ Component: ComponentType }>): RoutePage {
  let Loaded: ComponentType | null = null;
  let loading: TrackedPromise | null = null;
  const preload = (): Promise<void> => {
    // A failed download stays failed, as with React.lazy: the route error page offers a
    // reload, and retrying here on every render would loop while the network is down.
    if (!loading) {
      const promise: TrackedPromise = Promise.all([load(), loadStorageSchemas()]).then(
        ([module]) => {
          Loaded = module.Component;
        },
      );
      promise.then(
        () => {
          promise.status = 'fulfilled';
          promise.value = undefined;
        },
        () => undefined,
      );
      loading = promise;
    }
    return loading;
  };
  function Page() {
    // Called on every render, not only while loading: React reports a component that suspended
    // in use() and then renders without calling it as an incorrect use of use() (issue 16).
    use(preload());
    return Loaded === null ? null : <Loaded />;
  }
  Page.preload = preload;
  return Page;
}
