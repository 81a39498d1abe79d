import type { TSearchResult } from '@tableside/shared/contract/menu';

export interface ResultGroup {
  category: string;
  products: TSearchResult[];
}

/**
 * Results grouped by top-level category (spec section 2). The server ranks by relevance, so
 * groups come in the order of their best hit and keep the ranking inside.
 */
export function groupResults(results: readonly TSearchResult[]): ResultGroup[] {
  const groups = new Map<string, TSearchResult[]>();
  for (const result of results) {
    const group = groups.get(result.topLevelCategory);
    if (group) group.push(result);
    else groups.set(result.topLevelCategory, [result]);
  }
  return [...groups].map(([category, products]) => ({ category, products }));
}
