import { describe, expect, it } from 'vitest';
import { isEntryIds, SESSION_KEYS } from './session-keys';
import { SESSION_SCHEMAS, ZEntryIds } from './session-schemas';

describe('session keys', () => {
  it('lists every key of the session schemas', () => {
    expect([...SESSION_KEYS].sort()).toEqual(Object.keys(SESSION_SCHEMAS).sort());
  });

  it('checks the scanned table as ZEntryIds does', () => {
    const samples: unknown[] = [
      { brandId: 1, branchId: 2, tableId: 3 },
      { brandId: 2_147_483_647, branchId: 1, tableId: 1 },
      { brandId: 2_147_483_648, branchId: 1, tableId: 1 },
      { brandId: 0, branchId: 1, tableId: 1 },
      { brandId: 1.5, branchId: 1, tableId: 1 },
      { brandId: '1', branchId: 1, tableId: 1 },
      { brandId: 1, branchId: 1 },
      { brandId: 1, branchId: 2, tableId: 3, t: 'AbC-_123456789012345678' },
      { brandId: 1, branchId: 2, tableId: 3, t: 'bad token' },
      { brandId: 1, branchId: 2, tableId: 3, t: 42 },
      null,
      [],
      'ids',
    ];
    for (const sample of samples) {
      expect(isEntryIds(sample), JSON.stringify(sample)).toBe(ZEntryIds.safeParse(sample).success);
    }
  });
});
