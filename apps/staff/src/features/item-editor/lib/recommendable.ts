import type { TCatalogueItem } from '@tableside/shared/contract/catalogue';

/** Items this one may recommend whose name contains the query: live ones, never itself. */
export function recommendable(
  items: readonly TCatalogueItem[],
  selfId: number | null,
  query: string,
): TCatalogueItem[] {
  const needle = query.trim().toLocaleLowerCase();
  return items
    .filter(
      (item) =>
        item.id !== selfId &&
        !item.archived &&
        (!needle || item.name.toLocaleLowerCase().includes(needle)),
    )
    .sort((a, b) => a.name.localeCompare(b.name));
}
