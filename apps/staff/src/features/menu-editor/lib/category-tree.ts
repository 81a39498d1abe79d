import type { TCatalogueCategory } from '@tableside/shared/contract/catalogue';
import type { MenuTab } from '@tableside/shared/domain/enums';

export interface CategoryNode {
  category: TCatalogueCategory;
  children: TCatalogueCategory[];
  /** Items in the category and its sub-categories. */
  total: number;
}

const bySortOrder = (a: TCatalogueCategory, b: TCatalogueCategory) =>
  a.sortOrder - b.sortOrder || a.id - b.id;

/** A tab's categories, two levels, in menu order; archived ones only when asked for. */
export function buildTree(
  categories: readonly TCatalogueCategory[],
  tab: MenuTab,
  showArchived: boolean,
): CategoryNode[] {
  const visible = categories.filter((c) => c.tab === tab && (showArchived || !c.archived));
  return visible
    .filter((c) => c.parentId === null)
    .sort(bySortOrder)
    .map((category) => {
      const children = visible.filter((c) => c.parentId === category.id).sort(bySortOrder);
      const total = children.reduce((sum, child) => sum + child.itemCount, category.itemCount);
      return { category, children, total };
    });
}

/** The category and its sub-categories: what 'show this category' filters on. */
export function withDescendants(
  categories: readonly TCatalogueCategory[],
  categoryId: number,
): Set<number> {
  const ids = new Set([categoryId]);
  for (const category of categories) {
    if (category.parentId === categoryId) ids.add(category.id);
  }
  return ids;
}

/** `ids` with `id` moved by `delta` places (clamped); the same array when it cannot move. */
export function moveBy(ids: readonly number[], id: number, delta: number): number[] {
  const from = ids.indexOf(id);
  const to = Math.max(0, Math.min(ids.length - 1, from + delta));
  if (from < 0 || from === to) return [...ids];
  const next = [...ids];
  next.splice(from, 1);
  next.splice(to, 0, id);
  return next;
}

/** `ids` with `active` put where `over` is (dnd-kit's drop). */
export function moveTo(ids: readonly number[], active: number, over: number): number[] {
  const to = ids.indexOf(over);
  return to < 0 ? [...ids] : moveBy(ids, active, to - ids.indexOf(active));
}

/**
 * The full sibling order the server stores: the reordered visible ones, then the hidden
 * (archived) siblings in their old order, so hiding archived rows never loses their place data.
 */
export function siblingOrder(
  categories: readonly TCatalogueCategory[],
  tab: MenuTab,
  parentId: number | null,
  visibleOrder: readonly number[],
): number[] {
  const shown = new Set(visibleOrder);
  const hidden = categories
    .filter((c) => c.tab === tab && c.parentId === parentId && !shown.has(c.id))
    .sort(bySortOrder)
    .map((c) => c.id);
  return [...visibleOrder, ...hidden];
}

/** A category's label with its parent: 'Mains › Curries'. */
export function categoryPath(
  byId: ReadonlyMap<number, TCatalogueCategory>,
  categoryId: number,
): string {
  const category = byId.get(categoryId);
  if (!category) return '';
  const parent = category.parentId === null ? undefined : byId.get(category.parentId);
  return parent ? `${parent.name} › ${category.name}` : category.name;
}
