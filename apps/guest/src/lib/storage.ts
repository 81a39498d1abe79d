import { ZDeviceId } from '@tableside/shared/contract/check-in';
import {
  ORDER_SESSION_KEYS,
  SESSION_SCHEMAS,
  type SessionKey,
  type SessionValue,
} from './session-schemas';

// Working state lives in sessionStorage (per tab, gone with it); localStorage holds only the
// device id (spec section 3). Storage can throw (Safari private mode, disabled storage,
// quota), so every access falls back to memory: the app keeps working for this page load.

interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** A Storage that never throws: failed reads and writes use an in-memory copy instead. */
export function safeStorage(get: () => Storage | undefined): KeyValueStore {
  const memory = new Map<string, string>();
  const attempt = <T>(use: (storage: Storage) => T, fallback: () => T): T => {
    try {
      const storage = get();
      return storage ? use(storage) : fallback();
    } catch {
      return fallback();
    }
  };
  return {
    getItem: (key) =>
      attempt(
        (s) => s.getItem(key),
        () => memory.get(key) ?? null,
      ),
    setItem: (key, value) => {
      memory.set(key, value);
      attempt(
        (s) => s.setItem(key, value),
        () => undefined,
      );
    },
    removeItem: (key) => {
      memory.delete(key);
      attempt(
        (s) => s.removeItem(key),
        () => undefined,
      );
    },
  };
}

type Listener = (key: SessionKey) => void;

/**
 * Typed access to the session-stored values. Reads are cached per raw string so a value keeps
 * its identity until it changes (useSyncExternalStore needs stable snapshots).
 */
export function createSessionStore(backend: KeyValueStore) {
  const cache = new Map<SessionKey, { raw: string | null; value: unknown }>();
  const listeners = new Set<Listener>();
  const notify = (key: SessionKey) => {
    for (const listener of listeners) listener(key);
  };

  function get<K extends SessionKey>(key: K): SessionValue<K> | null {
    const raw = backend.getItem(key);
    const cached = cache.get(key);
    if (cached && cached.raw === raw) return cached.value as SessionValue<K> | null;
    let value: SessionValue<K> | null = null;
    if (raw !== null) {
      try {
        const parsed = SESSION_SCHEMAS[key].safeParse(JSON.parse(raw));
        value = parsed.success ? (parsed.data as SessionValue<K>) : null;
      } catch {
        value = null;
      }
    }
    cache.set(key, { raw, value });
    return value;
  }

  function set<K extends SessionKey>(key: K, value: SessionValue<K>): void {
    backend.setItem(key, JSON.stringify(value));
    notify(key);
  }

  function remove(key: SessionKey): void {
    backend.removeItem(key);
    notify(key);
  }

  function subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }

  /** Forgets the table session (order, guest, bill) but keeps the table, brand and style. */
  function clearOrderSession(): void {
    for (const key of ORDER_SESSION_KEYS) remove(key);
  }

  /** Forgets everything of this tab, e.g. when another table's code is scanned. */
  function clearAll(): void {
    for (const key of Object.keys(SESSION_SCHEMAS) as SessionKey[]) remove(key);
  }

  return { get, set, remove, subscribe, clearOrderSession, clearAll };
}

export type SessionStore = ReturnType<typeof createSessionStore>;

const browserSession = () => (typeof window === 'undefined' ? undefined : window.sessionStorage);
const browserLocal = () => (typeof window === 'undefined' ? undefined : window.localStorage);

export const session: SessionStore = createSessionStore(safeStorage(browserSession));

const DEVICE_ID_KEY = 'deviceId';

/** A v4 UUID. randomUUID exists only in secure contexts, and a venue's LAN may be plain http. */
export function newDeviceId(cryptoImpl: Crypto = globalThis.crypto): string {
  if (typeof cryptoImpl.randomUUID === 'function') return cryptoImpl.randomUUID();
  const bytes = cryptoImpl.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The device id store: created on first use and kept across visits (spec section 3). */
export function createDeviceIdStore(backend: KeyValueStore, create: () => string = newDeviceId) {
  return {
    get(): string {
      const stored = backend.getItem(DEVICE_ID_KEY);
      if (stored !== null && ZDeviceId.safeParse(stored).success) return stored;
      const fresh = create();
      backend.setItem(DEVICE_ID_KEY, fresh);
      return fresh;
    },
    /** Keeps the id the server answered with (it issues one when a request had none). */
    set(deviceId: string): void {
      if (ZDeviceId.safeParse(deviceId).success) backend.setItem(DEVICE_ID_KEY, deviceId);
    },
  };
}

export const deviceId = createDeviceIdStore(safeStorage(browserLocal));
