import type { TAdminTable, TTableArea } from '@tableside/shared/contract/tables-admin';
import { describe, expect, it } from 'vitest';
import { groupTables, moveArea, moveWithinGroup } from './table-groups';

const area = (id: number, archived = false): TTableArea => ({
  id,
  name: `A${id}`,
  sortOrder: id,
  archived,
  version: 1,
});
const table = (id: number, areaId: number | null, archived = false): TAdminTable => ({
  id,
  name: `T${id}`,
  seats: 4,
  areaId,
  sortOrder: id,
  archived,
  hasToken: false,
  link: `http://x/?tableId=${id}`,
  hasOpenOrder: false,
  version: 1,
});

describe('groupTables', () => {
  const tables = [table(1, 10), table(2, null), table(3, 10, true), table(4, 11), table(5, 12)];

  it('lists live areas with their tables, then the rest (archived area included) under no area', () => {
    const groups = groupTables([area(10), area(11), area(12, true)], tables, false);
    expect(groups.map((g) => [g.area?.id ?? null, g.tables.map((t) => t.id)])).toEqual([
      [10, [1]],
      [11, [4]],
      [null, [2, 5]],
    ]);
  });

  it('shows archived tables only when asked', () => {
    const [first] = groupTables([area(10)], tables, true);
    expect(first?.tables.map((t) => t.id)).toEqual([1, 3]);
  });
});

describe('moving', () => {
  const tables = [table(1, 10), table(2, null), table(3, 10), table(4, 10, true)];

  it('swaps a table with its neighbour in the same group, in the floor order', () => {
    const group = tables.filter((t) => t.areaId === 10);
    expect(moveWithinGroup(tables, group, tables[2] as TAdminTable, -1)).toEqual([3, 2, 1]);
    expect(moveWithinGroup(tables, group, tables[2] as TAdminTable, 1)).toBeNull();
  });

  it('moves an area up or down among the live areas', () => {
    const areas = [area(1), area(2, true), area(3)];
    expect(moveArea(areas, 3, -1)).toEqual([3, 1]);
    expect(moveArea(areas, 1, -1)).toBeNull();
  });
});
