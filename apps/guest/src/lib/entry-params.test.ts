import { describe, expect, it } from 'vitest';
import { applyEntryParams, parseEntryParams } from './entry-params';
import { createSessionStore, loadStorageSchemas, safeStorage } from './storage';

// Stored values are read through the lazily loaded session schemas.
await loadStorageSchemas();

describe('parseEntryParams', () => {
  it('reads the three ids as numbers', () => {
    expect(parseEntryParams('?brandId=1&branchId=2&tableId=30')).toEqual({
      kind: 'scanned',
      ids: { brandId: 1, branchId: 2, tableId: 30 },
    });
  });

  it("carries the table's token t when the link has a well-formed one", () => {
    const token = 'AbC-_123456789012345678';
    expect(parseEntryParams(`?brandId=1&branchId=2&tableId=30&t=${token}`)).toEqual({
      kind: 'scanned',
      ids: { brandId: 1, branchId: 2, tableId: 30, t: token },
    });
    // A damaged token is not sent: the server then answers the table as unknown.
    expect(parseEntryParams('?brandId=1&branchId=2&tableId=30&t=a b')).toEqual({
      kind: 'scanned',
      ids: { brandId: 1, branchId: 2, tableId: 30 },
    });
  });

  it('is absent when none of the three is there (a reload, an in-app page)', () => {
    expect(parseEntryParams('')).toEqual({ kind: 'absent' });
    expect(parseEntryParams('?utm_source=qr')).toEqual({ kind: 'absent' });
  });

  it.each([
    '?brandId=1&branchId=2',
    '?brandId=1&branchId=2&tableId=',
    '?brandId=1&branchId=2&tableId=abc',
    '?brandId=0&branchId=2&tableId=3',
    '?brandId=-1&branchId=2&tableId=3',
    '?brandId=1.5&branchId=2&tableId=3',
    '?brandId=1e2&branchId=2&tableId=3',
    '?brandId=01&branchId=2&tableId=3',
    '?brandId=1&branchId=2&tableId=99999999999',
    '?brandId=1&branchId=2&tableId=2147483648',
  ])('is invalid for %s', (search) => {
    expect(parseEntryParams(search)).toEqual({ kind: 'invalid' });
  });
});

describe('applyEntryParams', () => {
  const fresh = () => createSessionStore(safeStorage(() => undefined));

  it('stores a scanned table', () => {
    const store = fresh();
    expect(applyEntryParams('?brandId=1&branchId=1&tableId=4', store)).toEqual({
      brandId: 1,
      branchId: 1,
      tableId: 4,
    });
    expect(store.get('Ids')).toEqual({ brandId: 1, branchId: 1, tableId: 4 });
  });

  it('keeps the stored table (and its session) when the address has no entry parameters', () => {
    const store = fresh();
    store.set('Ids', { brandId: 1, branchId: 1, tableId: 4 });
    store.set('OrderId', 7);
    expect(applyEntryParams('', store)).toEqual({ brandId: 1, branchId: 1, tableId: 4 });
    expect(store.get('OrderId')).toBe(7);
  });

  it('keeps the session when the same table is scanned again', () => {
    const store = fresh();
    store.set('Ids', { brandId: 1, branchId: 1, tableId: 4 });
    store.set('OrderId', 7);
    applyEntryParams('?brandId=1&branchId=1&tableId=4', store);
    expect(store.get('OrderId')).toBe(7);
  });

  it("forgets the previous table's session when another table is scanned", () => {
    const store = fresh();
    store.set('Ids', { brandId: 1, branchId: 1, tableId: 4 });
    store.set('OrderId', 7);
    store.set('style', {
      file: { url: '/media/brand/a.css' },
      fontFamily: 'A',
      primaryImage: { url: '/a.svg' },
      secondaryImage: { url: '/b.svg' },
    });
    applyEntryParams('?brandId=2&branchId=3&tableId=1', store);
    expect(store.get('OrderId')).toBeNull();
    expect(store.get('style')).toBeNull();
    expect(store.get('Ids')).toEqual({ brandId: 2, branchId: 3, tableId: 1 });
  });

  it('stores nothing for a broken code and identifies no table', () => {
    const store = fresh();
    store.set('Ids', { brandId: 1, branchId: 1, tableId: 4 });
    expect(applyEntryParams('?brandId=1&tableId=4', store)).toBeNull();
    expect(store.get('Ids')).toBeNull();
  });
});
