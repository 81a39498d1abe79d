import { QUERY_KEEP_ALIVE_MS } from '@tableside/shared/domain/constants';
import { useCallback, useSyncExternalStore } from 'react';
import { retryDelayMs, shouldRetry } from './retry-policy';
import { whenOnline } from './when-online';

// The boot lookups (tenant, branch, table status, branch settings, brand style) without
// TanStack Query: the entry page a QR code opens reads them before anything else, and TanStack
// Query (about 10 kB gzipped) is not part of that page's first download (docs/decisions/0006).
// They behave as they did as queries: readers of one key share one request and its answer;
// transient failures are retried like every query (lib/retry-policy); an answer, once in, is
// kept while read (none of them goes stale) and asked again only on an interval; a lookup
// without an answer is asked again when a reader mounts, the tab comes back into view or the
// network comes back; an unread answer is dropped after `keepMs`.

export interface Lookup<T> {
  /** Readers of equal keys share one request and one answer. */
  key: readonly unknown[];
  fetch: () => Promise<T>;
  /** False: a failure is final. Otherwise transient failures are retried (lib/retry-policy). */
  retry?: boolean;
  /** Asked again this often while read and the tab is in view. */
  refetchIntervalMs?: number;
  /** How long an answer nobody reads is kept (0: dropped at once). */
  keepMs?: number;
}

export interface LookupResult<T> {
  data: T | undefined;
  error: Error | null;
  /** No answer yet, and no failure either. */
  isPending: boolean;
  /** The last request succeeded. */
  isSuccess: boolean;
}

interface Entry {
  result: LookupResult<unknown>;
  lookup: Lookup<unknown>;
  readers: Set<() => void>;
  fetching: boolean;
  dropTimer?: ReturnType<typeof setTimeout>;
  intervalTimer?: ReturnType<typeof setInterval>;
}

/** The brief's option set for public lookups: not kept once nobody reads them. */
export const PUBLIC_LOOKUP = { keepMs: 0 } as const;

const PENDING: LookupResult<never> = {
  data: undefined,
  error: null,
  isPending: true,
  isSuccess: false,
};

const entries = new Map<string, Entry>();

const keyOf = (key: readonly unknown[]) => JSON.stringify(key);

const inView = () => typeof document === 'undefined' || document.visibilityState !== 'hidden';
const online = () => typeof navigator === 'undefined' || navigator.onLine !== false;

function publish(entry: Entry, result: LookupResult<unknown>): void {
  entry.result = result;
  for (const reader of entry.readers) reader();
}

/** An answer equal to the one held keeps the held object, so readers' effects do not rerun. */
const sameAnswer = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

async function run(entry: Entry): Promise<void> {
  if (entry.fetching) return;
  entry.fetching = true;
  for (let failures = 0; ; failures += 1) {
    try {
      const data = await entry.lookup.fetch();
      const held = entry.result.data;
      publish(entry, {
        data: held !== undefined && sameAnswer(held, data) ? held : data,
        error: null,
        isPending: false,
        isSuccess: true,
      });
      break;
    } catch (error) {
      if (entry.lookup.retry !== false && shouldRetry(failures, error)) {
        await new Promise((resolve) => setTimeout(resolve, retryDelayMs(failures)));
        await whenOnline();
        continue;
      }
      const failure = error instanceof Error ? error : new Error(String(error));
      // A failed refresh keeps the answer it had, as a query does.
      publish(entry, { ...entry.result, error: failure, isPending: false, isSuccess: false });
      break;
    }
  }
  entry.fetching = false;
}

/** Lookups that are read but have no answer are asked again (a query's focus and reconnect). */
function askUnanswered(): void {
  if (!inView()) return;
  for (const entry of entries.values()) {
    if (entry.readers.size > 0 && entry.result.data === undefined) void run(entry);
  }
}

let listening = false;

function listenForReturn(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('visibilitychange', askUnanswered);
  window.addEventListener('online', askUnanswered);
}

/**
 * How long an entry made by a render waits for that render's commit to read it. React renders
 * a transition in slices and may set it aside, so this is longer than a keep time of 0.
 */
const FIRST_READ_WAIT_MS = 10_000;

/** Drops `entry` after `ms` unless a reader comes first. */
function scheduleDrop(entry: Entry, id: string, ms: number): void {
  clearTimeout(entry.dropTimer);
  entry.dropTimer = setTimeout(() => {
    if (entry.readers.size === 0 && entries.get(id) === entry) entries.delete(id);
  }, ms);
}

function entryFor(id: string, lookup: Lookup<unknown>): Entry {
  let entry = entries.get(id);
  if (!entry) {
    entry = { result: PENDING, lookup, readers: new Set(), fetching: false };
    entries.set(id, entry);
    // A render that never commits (an interrupted one) leaves nothing behind.
    scheduleDrop(entry, id, Math.max(FIRST_READ_WAIT_MS, lookup.keepMs ?? QUERY_KEEP_ALIVE_MS));
  }
  return entry;
}

function subscribe(entry: Entry, id: string, reader: () => void): () => void {
  listenForReturn();
  clearTimeout(entry.dropTimer);
  if (!entries.has(id)) entries.set(id, entry);
  entry.readers.add(reader);
  if (entry.result.data === undefined) void run(entry);
  const every = entry.lookup.refetchIntervalMs;
  if (every && entry.intervalTimer === undefined) {
    entry.intervalTimer = setInterval(() => {
      if (inView() && online()) void run(entry);
    }, every);
  }
  return () => {
    entry.readers.delete(reader);
    if (entry.readers.size > 0) return;
    clearInterval(entry.intervalTimer);
    entry.intervalTimer = undefined;
    scheduleDrop(entry, id, entry.lookup.keepMs ?? QUERY_KEEP_ALIVE_MS);
  };
}

/**
 * The answer of `lookup`, fetched on first read; `enabled` false reads nothing and stays
 * pending. A lookup built per render is fine: its key identifies it, and the first reader's
 * `fetch` is the one used.
 */
export function useLookup<T>(lookup: Lookup<T>, enabled = true): LookupResult<T> {
  const id = keyOf(lookup.key);
  const entry = enabled ? entryFor(id, lookup as Lookup<unknown>) : null;
  const read = useCallback(() => entry?.result ?? PENDING, [entry]);
  const listen = useCallback(
    (onChange: () => void) => (entry ? subscribe(entry, id, onChange) : () => undefined),
    [entry, id],
  );
  return useSyncExternalStore(listen, read, read) as LookupResult<T>;
}

/** Forgets every answer: tests start from an empty cache. */
export function clearLookups(): void {
  for (const entry of entries.values()) {
    clearTimeout(entry.dropTimer);
    clearInterval(entry.intervalTimer);
  }
  entries.clear();
}
