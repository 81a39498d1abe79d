import type { TAdminTable, TTableArea } from '@tableside/shared/contract/tables-admin';

export interface TableGroup {
  /** null: tables in no area. */
  area: TTableArea | null;
  tables: TAdminTable[];
}

/**
 * The live areas in their order, each with its tables in floor order, then the tables in no
 * area (or in an archived one). Archived tables are listed only when asked for.
 */
export function groupTables(
  areas: TTableArea[],
  tables: TAdminTable[],
  showArchived: boolean,
): TableGroup[] {
  const shown = tables.filter((t) => showArchived || !t.archived);
  const live = areas.filter((a) => !a.archived);
  const liveIds = new Set(live.map((a) => a.id));
  const groups: TableGroup[] = live.map((area) => ({
    area,
    tables: shown.filter((t) => t.areaId === area.id),
  }));
  const loose = shown.filter((t) => t.areaId === null || !liveIds.has(t.areaId));
  if (loose.length > 0 || groups.length === 0) groups.push({ area: null, tables: loose });
  return groups;
}

/**
 * The live tables' new floor order after moving `table` one place up (-1) or down (+1) among
 * the tables of its group; null when it is already first or last there.
 */
export function moveWithinGroup(
  tables: TAdminTable[],
  group: TAdminTable[],
  table: TAdminTable,
  delta: -1 | 1,
): number[] | null {
  const liveGroup = group.filter((t) => !t.archived);
  const index = liveGroup.findIndex((t) => t.id === table.id);
  const neighbour = liveGroup[index + delta];
  if (index < 0 || !neighbour) return null;
  const order = tables.filter((t) => !t.archived).map((t) => t.id);
  const a = order.indexOf(table.id);
  const b = order.indexOf(neighbour.id);
  order[a] = neighbour.id;
  order[b] = table.id;
  return order;
}

/** The live areas' ids after moving one a place up or down; null at either end. */
export function moveArea(areas: TTableArea[], areaId: number, delta: -1 | 1): number[] | null {
  const order = areas.filter((a) => !a.archived).map((a) => a.id);
  const index = order.indexOf(areaId);
  const other = order[index + delta];
  if (index < 0 || other === undefined) return null;
  order[index + delta] = areaId;
  order[index] = other;
  return order;
}
