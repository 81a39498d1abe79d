// Requests started before React mounts, handed to the first query that asks for them.
//
// The entry route is a lazy chunk, and the router renders nothing until it has loaded; calls
// made from components would start only then. Starting them in main.tsx overlaps them with
// the chunk download (no waterfall). Priming the query cache instead would not do: public
// lookups are kept 0 ms once unused, so a response landing before any component observes it
// would be dropped at once.

const started = new Map<string, Promise<unknown>>();

const keyOf = (key: readonly unknown[]) => JSON.stringify(key);

export function startEarly(key: readonly unknown[], run: () => Promise<unknown>): void {
  const promise = run();
  // The query that takes it reports a failure; until then it must not count as unhandled.
  promise.catch(() => undefined);
  started.set(keyOf(key), promise);
}

/** The early request for `key` (once), else a fresh one from `run`. */
export function takeEarly<T>(key: readonly unknown[], run: () => Promise<T>): Promise<T> {
  const id = keyOf(key);
  const early = started.get(id);
  if (!early) return run();
  started.delete(id);
  return early as Promise<T>;
}
