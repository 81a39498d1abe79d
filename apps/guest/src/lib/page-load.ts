/** The longest a slow image may hold back what waits for the page's load. */
const LOAD_WAIT_MAX_MS = 2000;

/**
 * Resolves once the page has loaded (the images it shows first included), or after at most
 * two seconds: for work that would otherwise compete with the first paint for the network.
 * On a page opened later in the same tab it resolves at once.
 */
export function pageLoaded(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      window.clearTimeout(timer);
      window.removeEventListener('load', done);
      resolve();
    };
    const timer = window.setTimeout(done, LOAD_WAIT_MAX_MS);
    window.addEventListener('load', done);
  });
}
