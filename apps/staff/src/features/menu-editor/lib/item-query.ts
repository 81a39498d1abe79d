import type { TCatalogueCategory, TCatalogueItem } from '@tableside/shared/contract/catalogue';
import type { FoodType, MenuTab } from '@tableside/shared/domain/enums';
import {
  type AvailabilityFilter,
  activeSizes,
  itemState,
  matchesAvailability,
} from './availability';
import { categoryPath, withDescendants } from './category-tree';

// The item table's search, filters and sort, in memory: the whole catalogue is one read, and a
// keystroke over 1,000 items must stay well under 100 ms, so the text each item is searched
// by is built once per catalogue (indexItems), not per keystroke.

export interface ItemFilter {
  search: string;
  tab: MenuTab | 'ALL';
  /** A category (with its sub-categories), or null for all. */
  categoryId: number | null;
  availability: AvailabilityFilter;
  foodType: FoodType | 'NONE' | 'ALL';
  /** Archived items instead of live ones. */
  archived: boolean;
}

export const DEFAULT_FILTER: ItemFilter = {
  search: '',
  tab: 'ALL',
  categoryId: null,
  availability: 'all',
  foodType: 'ALL',
  archived: false,
};

export type SortKey = 'menu' | 'name' | 'price' | 'category';
export interface ItemSort {
  key: SortKey;
  descending: boolean;
}

export interface IndexedItem {
  item: TCatalogueItem;
  /** Lower-cased name and tags, accents removed. */
  haystack: string;
  categoryLabel: string;
  /** The default size's price at this branch (its brand price when not on the menu). */
  price: number | null;
  /** Position in the guest's menu: tab, category order, sub-category, item order. */
  menuRank: number;
  /** Positions by name and by category label (collated once, so a sort compares numbers). */
  nameRank: number;
  categoryRank: number;
}

/** Lower case without accents, so 'creme' finds 'Crème brûlée'. */
export const normalise = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();

function defaultPrice(item: TCatalogueItem): number | null {
  const sizes = activeSizes(item);
  const size = sizes.find((s) => s.isDefault) ?? sizes[0];
  return size ? (size.price ?? size.defaultPrice) : null;
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

export function indexItems(
  items: readonly TCatalogueItem[],
  categories: readonly TCatalogueCategory[],
): IndexedItem[] {
  const byId = new Map(categories.map((c) => [c.id, c]));
  const rankOf = (categoryId: number): number[] => {
    const category = byId.get(categoryId);
    if (!category) return [Number.MAX_SAFE_INTEGER, 0];
    const parent = category.parentId === null ? undefined : byId.get(category.parentId);
    return parent ? [parent.sortOrder, category.sortOrder + 1] : [category.sortOrder, 0];
  };
  const tabs: MenuTab[] = ['EAT', 'DRINK', 'SMOKE'];
  const keyed = items.map((item) => {
    const [top = 0, sub = 0] = rankOf(item.categoryId);
    return {
      item,
      haystack: normalise([item.name, ...item.tags].join(' \u0001 ')),
      categoryLabel: categoryPath(byId, item.categoryId),
      price: defaultPrice(item),
      key: [tabs.indexOf(item.tab), top, sub, item.categoryId, item.sortOrder, item.id],
    };
  });
  keyed.sort((a, b) => {
    for (let index = 0; index < a.key.length; index++) {
      const diff = (a.key[index] ?? 0) - (b.key[index] ?? 0);
      if (diff !== 0) return diff;
    }
    return 0;
  });
  const rows: IndexedItem[] = keyed.map(({ key: _key, ...rest }, menuRank) => ({
    ...rest,
    menuRank,
    nameRank: 0,
    categoryRank: 0,
  }));
  [...rows]
    .sort((a, b) => collator.compare(a.item.name, b.item.name) || a.menuRank - b.menuRank)
    .forEach((row, position) => {
      row.nameRank = position;
    });
  [...rows]
    .sort((a, b) => collator.compare(a.categoryLabel, b.categoryLabel) || a.menuRank - b.menuRank)
    .forEach((row, position) => {
      row.categoryRank = position;
    });
  return rows;
}

function compare(a: IndexedItem, b: IndexedItem, key: SortKey): number {
  switch (key) {
    case 'name':
      return a.nameRank - b.nameRank;
    case 'price':
      // Items without a price sort last either way round.
      return (a.price ?? Number.POSITIVE_INFINITY) - (b.price ?? Number.POSITIVE_INFINITY);
    case 'category':
      return a.categoryRank - b.categoryRank;
    default:
      return 0;
  }
}

export function queryItems(
  index: readonly IndexedItem[],
  categories: readonly TCatalogueCategory[],
  filter: ItemFilter,
  sort: ItemSort,
  now: number,
): IndexedItem[] {
  const terms = normalise(filter.search).split(/\s+/).filter(Boolean);
  const inCategory =
    filter.categoryId === null ? null : withDescendants(categories, filter.categoryId);
  const rows = index.filter(({ item, haystack }) => {
    if (item.archived !== filter.archived) return false;
    if (filter.tab !== 'ALL' && item.tab !== filter.tab) return false;
    if (inCategory && !inCategory.has(item.categoryId)) return false;
    if (
      filter.foodType === 'NONE'
        ? item.foodType !== null
        : filter.foodType !== 'ALL' && item.foodType !== filter.foodType
    ) {
      return false;
    }
    if (!terms.every((term) => haystack.includes(term))) return false;
    return matchesAvailability(itemState(item, now), filter.availability);
  });
  if (sort.key === 'menu') return sort.descending ? rows.reverse() : rows;
  const direction = sort.descending ? -1 : 1;
  // Ties keep menu order, so a sorted table does not shuffle on each keystroke.
  return rows.sort((a, b) => direction * compare(a, b, sort.key) || a.menuRank - b.menuRank);
}

/** Whether rows can be dragged: one category's items, in menu order, nothing hidden. */
export function canReorderItems(
  filter: ItemFilter,
  sort: ItemSort,
  categories: readonly TCatalogueCategory[],
): boolean {
  if (filter.categoryId === null || sort.key !== 'menu' || sort.descending) return false;
  if (
    filter.search.trim() ||
    filter.availability !== 'all' ||
    filter.foodType !== 'ALL' ||
    filter.archived
  )
    return false;
  // A parent's view mixes its sub-categories' items; order is kept per category.
  return !categories.some((c) => c.parentId === filter.categoryId);
}
