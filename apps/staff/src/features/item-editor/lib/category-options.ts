import type { TCatalogueCategory } from '@tableside/shared/contract/catalogue';
import { MENU_TABS, type MenuTab } from '@tableside/shared/domain/enums';
import { TAB_LABELS } from './labels';

export interface CategoryGroup {
  tab: MenuTab;
  label: string;
  options: { id: number; label: string }[];
}

/**
 * The category picker's choices: per tab, each category in menu order followed by its
 * sub-categories ('Starters › Soups'). Archived ones are left out, except the item's own.
 */
export function categoryGroups(
  categories: readonly TCatalogueCategory[],
  currentId: number | null,
): CategoryGroup[] {
  const shown = categories.filter((category) => !category.archived || category.id === currentId);
  const bySort = (a: TCatalogueCategory, b: TCatalogueCategory) =>
    a.sortOrder - b.sortOrder || a.name.localeCompare(b.name);
  const named = (category: TCatalogueCategory, prefix = '') =>
    `${prefix}${category.name}${category.archived ? ' (archived)' : ''}`;
  return MENU_TABS.map((tab) => {
    const inTab = shown.filter((category) => category.tab === tab);
    const topIds = new Set(inTab.filter((c) => c.parentId === null).map((c) => c.id));
    const options: CategoryGroup['options'] = [];
    for (const top of inTab.filter((c) => c.parentId === null).sort(bySort)) {
      options.push({ id: top.id, label: named(top) });
      for (const sub of inTab.filter((c) => c.parentId === top.id).sort(bySort)) {
        options.push({ id: sub.id, label: named(sub, `${top.name} › `) });
      }
    }
    // A sub-category whose parent is hidden (archived) still shows, under its own name.
    for (const orphan of inTab.filter((c) => c.parentId !== null && !topIds.has(c.parentId))) {
      options.push({ id: orphan.id, label: named(orphan) });
    }
    return { tab, label: TAB_LABELS[tab], options };
  }).filter((group) => group.options.length > 0);
}

/** A category's name as the conflict panel shows it. */
export function categoryName(categories: readonly TCatalogueCategory[], id: number): string {
  const category = categories.find((c) => c.id === id);
  if (!category) return `Category ${id}`;
  const parent = categories.find((c) => c.id === category.parentId);
  return parent ? `${parent.name} › ${category.name}` : category.name;
}
