import type { TStaffMenuItem } from '@tableside/shared/contract/staff-console';

export interface StockFilter {
  search: string;
  outOfStockOnly: boolean;
}

export interface StockSection {
  category: string;
  items: TStaffMenuItem[];
}

const words = (text: string) => text.toLocaleLowerCase('en').split(/\s+/).filter(Boolean);

/** An item matches when every word typed starts a word of its name or its category. */
export function matchesSearch(item: TStaffMenuItem, search: string): boolean {
  const wanted = words(search);
  if (wanted.length === 0) return true;
  const own = [...words(item.name), ...words(item.category)];
  return wanted.every((word) => own.some((candidate) => candidate.startsWith(word)));
}

/**
 * The list as the stock screen shows it: the items the filter keeps, under their categories,
 * both in the server's (menu) order; categories left empty are dropped.
 */
export function stockSections(
  items: readonly TStaffMenuItem[],
  filter: StockFilter,
): StockSection[] {
  const sections: StockSection[] = [];
  for (const item of items) {
    if (filter.outOfStockOnly && item.isAvailable) continue;
    if (!matchesSearch(item, filter.search)) continue;
    const last = sections.at(-1);
    if (last?.category === item.category) last.items.push(item);
    else sections.push({ category: item.category, items: [item] });
  }
  return sections;
}
