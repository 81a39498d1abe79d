import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { nextSort, type SortDirection, type SortState, sortRows } from '../lib/sort-rows';

export interface Column<R> {
  key: string;
  label: string;
  /** What the column sorts by. */
  value: (row: R) => string | number;
  render?: (row: R) => ReactNode;
  numeric?: boolean;
}

interface SortableTableProps<R> {
  caption: string;
  columns: Column<R>[];
  rows: readonly R[];
  rowKey: (row: R) => string | number;
  initialSort: SortState<string>;
}

function SortIcon({ direction }: { direction: SortDirection | undefined }) {
  if (!direction) return <ArrowUpDown aria-hidden="true" className="report-table__icon" />;
  const Icon = direction === 'ascending' ? ArrowUp : ArrowDown;
  return <Icon aria-hidden="true" className="report-table__icon" />;
}

/** A report table: click a header to sort by it (again to reverse); aria-sort tells which. */
export function SortableTable<R>({
  caption,
  columns,
  rows,
  rowKey,
  initialSort,
}: SortableTableProps<R>) {
  const [sort, setSort] = useState(initialSort);
  const byKey = new Map(columns.map((column) => [column.key, column]));
  const sorted = sortRows(rows, sort, (row, key) => byKey.get(key)?.value(row) ?? '');
  return (
    <div className="report-table__scroll">
      <table className="report-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => {
              const direction = sort.key === column.key ? sort.direction : undefined;
              return (
                <th
                  key={column.key}
                  scope="col"
                  aria-sort={direction ?? 'none'}
                  className={column.numeric ? 'is-numeric' : undefined}
                >
                  <button
                    type="button"
                    className="report-table__sort"
                    onClick={() =>
                      setSort(
                        nextSort(sort, column.key, column.numeric ? 'descending' : 'ascending'),
                      )
                    }
                  >
                    {column.label}
                    <SortIcon direction={direction} />
                  </button>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {sorted.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td key={column.key} className={column.numeric ? 'is-numeric' : undefined}>
                  {column.render ? column.render(row) : column.value(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
