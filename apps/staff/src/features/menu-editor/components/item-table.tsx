import { useCallback, useMemo, useState } from 'react';
import { Button } from '../../../components/ui/button';
import type { IndexedItem } from '../lib/item-query';
import type { BranchClock } from '../lib/snooze';
import { ItemRow } from './item-row';
import { SortableList } from './sortable-list';
import './item-table.css';

const PAGE = 50;

interface ItemTableProps {
  branchId: number;
  rows: readonly IndexedItem[];
  selected: ReadonlySet<number>;
  reorderable: boolean;
  now: number;
  clock: BranchClock;
  /** True while a new search or filter is still being worked out (rows are the last answer). */
  stale: boolean;
  /** Changes with the search, filters or sort: the table starts again at its first page. */
  pageKey: unknown;
  onSelect: (productId: number, selected: boolean) => void;
  onSelectAll: (selected: boolean) => void;
  onReorder: (orderedIds: number[]) => void;
}

/**
 * The items, a page at a time: 1,000 rows with inputs and switches would make every keystroke
 * and save slow, so the table draws the first 50 and more on request.
 */
export function ItemTable(props: ItemTableProps) {
  const { branchId, rows, selected, reorderable, now, clock, stale } = props;
  const [paging, setPaging] = useState({ key: props.pageKey, shown: PAGE });
  const shown = paging.key === props.pageKey ? paging.shown : PAGE;
  const [expanded, setExpanded] = useState<number | null>(null);
  const onExpand = useCallback(
    (id: number) => setExpanded((open) => (open === id ? null : id)),
    [],
  );
  // Stable between renders, so the sortable rows (memoised) are not all drawn again.
  const visible = useMemo(() => rows.slice(0, shown), [rows, shown]);
  const ids = useMemo(() => visible.map((row) => row.item.id), [visible]);
  const names = useMemo(
    () => new Map(visible.map((row) => [row.item.id, row.item.name])),
    [visible],
  );
  const nameOf = useCallback((id: number) => names.get(id) ?? 'item', [names]);
  const allSelected = rows.length > 0 && rows.every((row) => selected.has(row.item.id));
  const someSelected = !allSelected && rows.some((row) => selected.has(row.item.id));

  const tbody = (
    <tbody>
      {visible.map((row) => (
        <ItemRow
          key={row.item.id}
          branchId={branchId}
          row={row}
          selected={selected.has(row.item.id)}
          expanded={expanded === row.item.id}
          reorderable={reorderable}
          now={now}
          clock={clock}
          onSelect={props.onSelect}
          onExpand={onExpand}
        />
      ))}
    </tbody>
  );

  return (
    <div className={`item-table-wrap${stale ? ' item-table-wrap--stale' : ''}`}>
      <table className="item-table" aria-rowcount={rows.length + 1}>
        <caption className="visually-hidden">Menu items at this branch</caption>
        <thead>
          <tr>
            <th scope="col" className="item-row__check">
              <input
                type="checkbox"
                checked={allSelected}
                ref={(input) => {
                  if (input) input.indeterminate = someSelected;
                }}
                aria-label={`Select all ${rows.length} items shown by the filters`}
                onChange={(event) => props.onSelectAll(event.target.checked)}
              />
            </th>
            {reorderable ? (
              <th scope="col">
                <span className="visually-hidden">Order</span>
              </th>
            ) : null}
            <th scope="col">
              <span className="visually-hidden">Photo</span>
            </th>
            <th scope="col">Item</th>
            <th scope="col" className="item-row__category-col">
              Category
            </th>
            <th scope="col">Price here</th>
            <th scope="col">Availability</th>
            <th scope="col" className="item-row__allergens">
              Allergens
            </th>
            <th scope="col">
              <span className="visually-hidden">Branch settings</span>
            </th>
          </tr>
        </thead>
        {reorderable ? (
          <SortableList ids={ids} nameOf={nameOf} onReorder={props.onReorder}>
            {tbody}
          </SortableList>
        ) : (
          tbody
        )}
      </table>
      {rows.length > shown ? (
        <div className="item-table__more">
          <span>
            Showing {shown} of {rows.length}
          </span>
          <Button onClick={() => setPaging({ key: props.pageKey, shown: shown + PAGE })}>
            Show {Math.min(PAGE, rows.length - shown)} more
          </Button>
        </div>
      ) : null}
    </div>
  );
}
