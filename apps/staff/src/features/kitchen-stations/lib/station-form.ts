import type { TCatalogueCategory } from '@tableside/shared/contract/catalogue';
import {
  KITCHEN_STATION_LIMITS,
  type TKitchenStation,
} from '@tableside/shared/contract/kitchen-stations';
import type { MenuTab } from '@tableside/shared/domain/enums';
import { stationCategoryIds } from '@tableside/shared/domain/kitchen-station-categories';

// The station form's values, checks and the category checklist it shows.

export interface StationValues {
  name: string;
  categoryIds: number[];
}

export const emptyStation = (): StationValues => ({ name: '', categoryIds: [] });

export const stationValuesOf = (station: TKitchenStation): StationValues => ({
  name: station.name,
  categoryIds: [...station.categoryIds],
});

const sorted = (ids: readonly number[]) => [...ids].sort((a, b) => a - b);

export const sameValues = (a: StationValues, b: StationValues) =>
  a.name.trim() === b.name.trim() && sorted(a.categoryIds).join() === sorted(b.categoryIds).join();

export function nameError(name: string): string | undefined {
  if (name.trim() === '') return 'Enter a name, e.g. Bar';
  if (name.trim().length > KITCHEN_STATION_LIMITS.name) {
    return `At most ${KITCHEN_STATION_LIMITS.name} characters`;
  }
  return undefined;
}

export interface CategoryBranch {
  category: TCatalogueCategory;
  children: TCatalogueCategory[];
}

export interface CategorySection {
  tab: MenuTab;
  label: string;
  branches: CategoryBranch[];
}

const TABS: { tab: MenuTab; label: string }[] = [
  { tab: 'EAT', label: 'Eat' },
  { tab: 'DRINK', label: 'Drink' },
  { tab: 'SMOKE', label: 'Smoke' },
];

const byOrder = (a: TCatalogueCategory, b: TCatalogueCategory) =>
  a.sortOrder - b.sortOrder || a.id - b.id;

/** The checklist: each menu tab's categories in the menu's order, sub-categories under them. */
export function categorySections(categories: readonly TCatalogueCategory[]): CategorySection[] {
  return TABS.map(({ tab, label }) => ({
    tab,
    label,
    branches: categories
      .filter((c) => c.tab === tab && c.parentId === null)
      .sort(byOrder)
      .map((category) => ({
        category,
        children: categories.filter((c) => c.parentId === category.id).sort(byOrder),
      })),
  })).filter((section) => section.branches.length > 0);
}

/**
 * Sub-categories the draft cooks through their parent (not ticked themselves): the same rule
 * the kitchen display filters by, with the other live stations' choices as saved.
 */
export function inheritedIds(
  draft: readonly number[],
  stationId: number | null,
  stations: readonly TKitchenStation[],
  categories: readonly TCatalogueCategory[],
): Set<number> {
  const self = stationId ?? 0;
  const links = [
    ...draft.map((categoryId) => ({ stationId: self, categoryId })),
    ...stations
      .filter((s) => s.id !== stationId && !s.archived)
      .flatMap((s) => s.categoryIds.map((categoryId) => ({ stationId: s.id, categoryId }))),
  ];
  const cooked = stationCategoryIds(self, links, categories);
  for (const id of draft) cooked.delete(id);
  return cooked;
}

/** The other live stations that tick each category, by name. */
export function otherStationNames(
  stationId: number | null,
  stations: readonly TKitchenStation[],
): Map<number, string[]> {
  const names = new Map<number, string[]>();
  for (const station of stations) {
    if (station.id === stationId || station.archived) continue;
    for (const id of station.categoryIds) names.set(id, [...(names.get(id) ?? []), station.name]);
  }
  return names;
}
