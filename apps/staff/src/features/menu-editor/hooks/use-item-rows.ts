import type { TCatalogueResponse } from '@tableside/shared/contract/catalogue';
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import {
  canReorderItems,
  DEFAULT_FILTER,
  type ItemFilter,
  type ItemSort,
  indexItems,
  queryItems,
} from '../lib/item-query';

const EMPTY: TCatalogueResponse['items'] = [];
const NO_CATEGORIES: TCatalogueResponse['categories'] = [];

/**
 * The table's rows from the catalogue, the filters and the sort. The search text is deferred:
 * the input shows each keystroke at once and the rows follow when React has time, so typing
 * never waits for the table.
 */
export function useItemRows(data: TCatalogueResponse | undefined, now: number) {
  const [filter, setFilter] = useState<ItemFilter>(DEFAULT_FILTER);
  const [sort, setSort] = useState<ItemSort>({ key: 'menu', descending: false });
  const items = data?.items ?? EMPTY;
  const categories = data?.categories ?? NO_CATEGORIES;
  const index = useMemo(() => indexItems(items, categories), [items, categories]);
  const deferredFilter = useDeferredValue(filter);
  // Snoozes end by themselves: the availability filter is worked out again each minute.
  const minute = Math.floor(now / 60_000) * 60_000;
  const rows = useMemo(
    () => queryItems(index, categories, deferredFilter, sort, minute),
    [index, categories, deferredFilter, sort, minute],
  );
  const updateFilter = useCallback(
    (change: Partial<ItemFilter>) => setFilter((old) => ({ ...old, ...change })),
    [],
  );
  return {
    filter,
    sort,
    rows,
    stale: deferredFilter !== filter,
    /** The table's first page again when the shown set changes (not after a row's save). */
    pageKey: useMemo(() => ({ deferredFilter, sort }), [deferredFilter, sort]),
    reorderable: canReorderItems(deferredFilter, sort, categories),
    updateFilter,
    setSort,
  };
}
