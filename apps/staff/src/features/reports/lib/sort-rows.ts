// Sorting a report table by a column: the header's click and its aria-sort read this.

export type SortDirection = 'ascending' | 'descending';

export interface SortState<K extends string> {
  key: K;
  direction: SortDirection;
}

/** Clicking the sorted column turns it around; another column starts with its natural way. */
export function nextSort<K extends string>(
  current: SortState<K>,
  key: K,
  firstDirection: SortDirection,
): SortState<K> {
  if (current.key !== key) return { key, direction: firstDirection };
  return { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/** A sorted copy: numbers by value, text by a human collation; ties keep their order. */
export function sortRows<R, K extends string>(
  rows: readonly R[],
  sort: SortState<K>,
  cellValue: (row: R, key: K) => string | number,
): R[] {
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = cellValue(a, sort.key);
    const y = cellValue(b, sort.key);
    const order =
      typeof x === 'number' && typeof y === 'number'
        ? x - y
        : collator.compare(String(x), String(y));
    return sign * order;
  });
}
