import { isEntryIds, ORDER_SESSION_KEYS, SESSION_KEYS } from './session-keys';
import type { SESSION_SCHEMAS, SessionKey, SessionValue, ZDeviceId } from './session-schemas';

// Working state lives in sessionStorage (per tab, gone with it); localStorage holds only the
// device id (spec section 3) and the guest's language (lib/i18n). Storage can throw (Safari
// private mode, disabled storage, quota), so every access falls back to memory: the app keeps
// working for this page load.
//
// Values are read back through the zod schemas of lib/session-schemas, a lazy chunk loaded at
// boot beside the first requests (docs/decisions/0006). Until it has loaded only the scanned
// table can be read (a small guard checks it); the router waits for the schemas
// (app/app.tsx), and every key is announced as changed once they are in.

interface StoredSchemas {
  session: typeof SESSION_SCHEMAS;
  deviceId: typeof ZDeviceId;
}

let schemas: StoredSchemas | null = null;
const onSchemas = new Set<() => void>();
let loading: Promise<void> | null = null;

/** Loads the schemas once; later calls get the same promise. */
export function loadStorageSchemas(): Promise<void> {
  loading ??= import('./session-schemas').then((module) => {
    schemas = { session: module.SESSION_SCHEMAS, deviceId: module.ZDeviceId };
    for (const announce of onSchemas) announce();
  });
  return loading;
}

/** A stored value read back: valid, else null; null as well while the schemas are loading. */
function readStored(key: SessionKey, value: unknown): unknown {
  if (!schemas) return key === 'Ids' && isEntryIds(value) ? value : null;
  const parsed = schemas.session[key].safeParse(value);
  return parsed.success ? parsed.data : null;
}

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
  const cache = new Map<SessionKey, { raw: string | null; value: unknown; checked: boolean }>();
  const listeners = new Set<Listener>();
  const notify = (key: SessionKey) => {
    for (const listener of listeners) listener(key);
  };

  function get<K extends SessionKey>(key: K): SessionValue<K> | null {
    const raw = backend.getItem(key);
    const cached = cache.get(key);
    const checked = schemas !== null;
    if (cached && cached.raw === raw && cached.checked === checked) {
      return cached.value as SessionValue<K> | null;
    }
    let value: SessionValue<K> | null = null;
    if (raw !== null) {
      try {
        value = readStored(key, JSON.parse(raw)) as SessionValue<K> | null;
      } catch {
        value = null;
      }
    }
    cache.set(key, { raw, value, checked });
    return value;
  }

  /** Whether `key` holds anything, checked or not: for a choice made before the schemas load. */
  function holds(key: SessionKey): boolean {
    return backend.getItem(key) !== null;
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

  // Readers that saw null while the schemas loaded read again.
  onSchemas.add(() => {
    for (const key of SESSION_KEYS) notify(key);
  });

  /** Forgets the table session (order, guest, bill) but keeps the table, brand and style. */
  function clearOrderSession(): void {
    for (const key of ORDER_SESSION_KEYS) remove(key);
  }

  /** Forgets everything of this tab, e.g. when another table's code is scanned. */
  function clearAll(): void {
    for (const key of SESSION_KEYS) remove(key);
  }

  return { get, holds, set, remove, subscribe, clearOrderSession, clearAll };
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

/**
 * The contract's device id check. The id is first sent with check-in, after the router has
 * waited for the schemas; before them, a stored id (written by this app) is kept as it is.
 */
const isDeviceId = (value: string): boolean =>
  schemas ? schemas.deviceId.safeParse(value).success : value !== '';

/** The device id store: created on first use and kept across visits (spec section 3). */
export function createDeviceIdStore(backend: KeyValueStore, create: () => string = newDeviceId) {
  return {
    get(): string {
      const stored = backend.getItem(DEVICE_ID_KEY);
      if (stored !== null && isDeviceId(stored)) return stored;
      const fresh = create();
      backend.setItem(DEVICE_ID_KEY, fresh);
      return fresh;
    },
    /** Keeps the id the server answered with (it issues one when a request had none). */
    set(deviceId: string): void {
      if (isDeviceId(deviceId)) backend.setItem(DEVICE_ID_KEY, deviceId);
    },
  };
}

export const deviceId = createDeviceIdStore(safeStorage(browserLocal));
