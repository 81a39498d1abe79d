import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createDeviceIdStore,
  createSessionStore,
  loadStorageSchemas,
  newDeviceId,
  safeStorage,
  session,
} from './storage';

// Stored values are read through the lazily loaded session schemas.
await loadStorageSchemas();

const memoryBackend = () => safeStorage(() => undefined);

describe('session store', () => {
  it('round-trips typed values under the spec names', () => {
    const store = createSessionStore(memoryBackend());
    store.set('Ids', { brandId: 1, branchId: 2, tableId: 3 });
    store.set('OrderId', 12);
    store.set('CheckIn', 'JOIN');
    expect(store.get('Ids')).toEqual({ brandId: 1, branchId: 2, tableId: 3 });
    expect(store.get('OrderId')).toBe(12);
    expect(store.get('CheckIn')).toBe('JOIN');
  });

  it('writes to sessionStorage as JSON under the exact key', () => {
    session.set('openingTime', '11:30:00');
    expect(window.sessionStorage.getItem('openingTime')).toBe('"11:30:00"');
    session.remove('openingTime');
    expect(window.sessionStorage.getItem('openingTime')).toBeNull();
  });

  it('reads garbage, wrong shapes and missing keys as null', () => {
    const backend = memoryBackend();
    const store = createSessionStore(backend);
    backend.setItem('Ids', '{not json');
    backend.setItem('OrderId', '"12"');
    backend.setItem('CheckIn', '"MAYBE"');
    expect(store.get('Ids')).toBeNull();
    expect(store.get('OrderId')).toBeNull();
    expect(store.get('CheckIn')).toBeNull();
    expect(store.get('tenant')).toBeNull();
  });

  it('keeps a value identical between reads until it changes (stable snapshots)', () => {
    const store = createSessionStore(memoryBackend());
    store.set('Ids', { brandId: 1, branchId: 1, tableId: 1 });
    const first = store.get('Ids');
    expect(store.get('Ids')).toBe(first);
    store.set('Ids', { brandId: 1, branchId: 1, tableId: 2 });
    expect(store.get('Ids')).not.toBe(first);
  });

  it('tells subscribers which key changed', () => {
    const store = createSessionStore(memoryBackend());
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.set('OrderId', 5);
    store.remove('OrderId');
    unsubscribe();
    store.set('OrderId', 6);
    expect(listener.mock.calls).toEqual([['OrderId'], ['OrderId']]);
  });

  it('clearOrderSession forgets the order and guest but keeps table, brand and hours', () => {
    const store = createSessionStore(memoryBackend());
    store.set('Ids', { brandId: 1, branchId: 1, tableId: 1 });
    store.set('closingTime', '23:00:00');
    store.set('OrderId', 9);
    store.set('CustomerDetails', { mobile: '+919876543210', id: 4 });
    store.set('TableVerification', 'VERIFIED');
    store.clearOrderSession();
    expect(store.get('OrderId')).toBeNull();
    expect(store.get('CustomerDetails')).toBeNull();
    expect(store.get('TableVerification')).toBeNull();
    expect(store.get('Ids')).not.toBeNull();
    expect(store.get('closingTime')).toBe('23:00:00');
  });

  it('clearAll forgets every key', () => {
    const store = createSessionStore(memoryBackend());
    store.set('Ids', { brandId: 1, branchId: 1, tableId: 1 });
    store.set('timeZone', 'Asia/Kolkata');
    store.clearAll();
    expect(store.get('Ids')).toBeNull();
    expect(store.get('timeZone')).toBeNull();
  });
});

describe('safeStorage', () => {
  it('keeps working in memory when the browser storage throws', () => {
    const throwing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    } as unknown as Storage;
    const store = createSessionStore(safeStorage(() => throwing));
    store.set('OrderId', 3);
    expect(store.get('OrderId')).toBe(3);
    store.remove('OrderId');
    expect(store.get('OrderId')).toBeNull();
  });
});

describe('device id', () => {
  beforeEach(() => window.localStorage.clear());

  it('is created once in localStorage and kept', () => {
    const create = vi.fn(() => 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee');
    const store = createDeviceIdStore(
      safeStorage(() => window.localStorage),
      create,
    );
    expect(store.get()).toBe('aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee');
    expect(store.get()).toBe('aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee');
    expect(create).toHaveBeenCalledTimes(1);
    expect(window.localStorage.getItem('deviceId')).toBe('aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee');
  });

  it('replaces a malformed stored id and accepts only well-formed ids from the server', () => {
    window.localStorage.setItem('deviceId', 'x');
    const store = createDeviceIdStore(
      safeStorage(() => window.localStorage),
      () => 'fresh-id-123',
    );
    expect(store.get()).toBe('fresh-id-123');
    store.set('bad id!');
    expect(store.get()).toBe('fresh-id-123');
    store.set('server-issued-1');
    expect(store.get()).toBe('server-issued-1');
  });

  it('makes v4 UUIDs with randomUUID, and without it (plain-http LAN pages)', () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(newDeviceId()).toMatch(uuid);
    const insecure = { getRandomValues: crypto.getRandomValues.bind(crypto) } as Crypto;
    expect(newDeviceId(insecure)).toMatch(uuid);
    expect(newDeviceId(insecure)).not.toBe(newDeviceId(insecure));
  });
});

describe('before the session schemas have loaded', () => {
  it('reads only the scanned table, then every key once the schemas are in', async () => {
    vi.resetModules();
    const fresh = await import('./storage');
    const backend = fresh.safeStorage(() => undefined);
    backend.setItem('Ids', JSON.stringify({ brandId: 1, branchId: 2, tableId: 3 }));
    backend.setItem('OrderId', '12');
    const store = fresh.createSessionStore(backend);
    const changed: string[] = [];
    store.subscribe((key) => changed.push(key));

    expect(store.get('Ids')).toEqual({ brandId: 1, branchId: 2, tableId: 3 });
    expect(store.get('OrderId')).toBeNull();
    backend.setItem('Ids', JSON.stringify({ brandId: 0, branchId: 2, tableId: 3 }));
    expect(store.get('Ids')).toBeNull();

    await fresh.loadStorageSchemas();
    expect(changed).toContain('OrderId');
    expect(store.get('OrderId')).toBe(12);
  });
});
