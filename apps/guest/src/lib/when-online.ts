/**
 * Resolves at once when the phone is online, else when the network comes back: requests wait
 * for it as TanStack Query's do (its default network mode), rather than failing at once.
 */
export function whenOnline(): Promise<void> {
  if (typeof navigator === 'undefined' || navigator.onLine !== false) return Promise.resolve();
  return new Promise((resolve) =>
    window.addEventListener('online', () => resolve(), { once: true }),
  );
}
