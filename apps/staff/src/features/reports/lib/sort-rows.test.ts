import { describe, expect, it } from 'vitest';
import { nextSort, sortRows } from './sort-rows';

const rows = [
  { name: 'Tea 10', amount: 5 },
  { name: 'tea 9', amount: 120 },
  { name: 'Coffee', amount: 40 },
];
const cellValue = (row: (typeof rows)[number], key: 'name' | 'amount') => row[key];

describe('report table sorting', () => {
  it('sorts numbers by value and names as people read them', () => {
    const byAmount = sortRows(rows, { key: 'amount', direction: 'descending' }, cellValue);
    expect(byAmount.map((r) => r.amount)).toEqual([120, 40, 5]);
    const byName = sortRows(rows, { key: 'name', direction: 'ascending' }, cellValue);
    expect(byName.map((r) => r.name)).toEqual(['Coffee', 'tea 9', 'Tea 10']);
    expect(rows[0]?.name).toBe('Tea 10');
  });

  it('turns the sorted column around and starts another its own way', () => {
    const sorted = { key: 'amount' as const, direction: 'descending' as const };
    expect(nextSort(sorted, 'amount', 'descending')).toEqual({
      key: 'amount',
      direction: 'ascending',
    });
    expect(nextSort(sorted, 'name' as 'amount' | 'name', 'ascending')).toEqual({
      key: 'name',
      direction: 'ascending',
    });
  });
});
