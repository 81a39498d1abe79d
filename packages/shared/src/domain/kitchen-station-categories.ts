// Which categories a kitchen station cooks. A station names categories; a sub-category goes
// with its parent's station unless some station names the sub-category itself. The server
// filters the station's tickets with it; the console shows the inherited ticks with it.

export interface StationCategoryLink {
  stationId: number;
  categoryId: number;
}

export interface CategoryParent {
  id: number;
  parentId: number | null;
}

/** The ids of the categories whose items station `stationId` cooks. */
export function stationCategoryIds(
  stationId: number,
  links: readonly StationCategoryLink[],
  categories: readonly CategoryParent[],
): Set<number> {
  const named = new Set<number>();
  const own = new Set<number>();
  for (const link of links) {
    named.add(link.categoryId);
    if (link.stationId === stationId) own.add(link.categoryId);
  }
  const cooked = new Set(own);
  for (const category of categories) {
    if (category.parentId === null || named.has(category.id)) continue;
    if (own.has(category.parentId)) cooked.add(category.id);
  }
  return cooked;
}
