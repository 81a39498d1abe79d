import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { EmptyState, ErrorState, Skeleton } from '../../../components/ui/states';
import { useNow } from '../../../lib/use-now';
import { useBranchClock } from '../api/use-branch-clock';
import { useCatalogue } from '../api/use-catalogue';
import { useReorderItems } from '../api/use-reorder';
import { useItemRows } from '../hooks/use-item-rows';
import { useSelection } from '../hooks/use-selection';
import { DEFAULT_FILTER } from '../lib/item-query';
import { BulkBar } from './bulk-bar';
import { CategoryPanel } from './category-panel';
import { ItemTable } from './item-table';
import { ItemToolbar } from './item-toolbar';
import './item-toolbar.css';

interface MenuWorkspaceProps {
  branchId: number;
  branchName: string;
}

/** The tree on the left, the item table with its toolbar and bulk bar on the right. */
export function MenuWorkspace({ branchId, branchName }: MenuWorkspaceProps) {
  const catalogue = useCatalogue(branchId);
  const now = useNow(30_000);
  const clock = useBranchClock(branchId);
  const view = useItemRows(catalogue.data, now);
  const selection = useSelection();
  const reorderItems = useReorderItems(branchId);
  const [showArchived, setShowArchived] = useState(false);
  const { rows, filter } = view;

  const onReorder = useCallback(
    (visibleOrder: number[]) => {
      const categoryId = filter.categoryId;
      if (categoryId === null || !catalogue.data) return;
      const shown = new Set(visibleOrder);
      // Rows past the page and archived items keep their places after the moved ones.
      const rest = [
        ...rows.map((row) => row.item),
        ...catalogue.data.items.filter((item) => item.archived && item.categoryId === categoryId),
      ]
        .map((item) => item.id)
        .filter((id) => !shown.has(id));
      reorderItems.mutate({ categoryId, orderedIds: [...visibleOrder, ...rest] });
    },
    [filter.categoryId, rows, catalogue.data, reorderItems],
  );

  if (catalogue.isPending) {
    return (
      <div className="menu-workspace">
        <div className="cat-panel">
          <Skeleton count={6} height={40} />
        </div>
        <Skeleton count={8} height={64} />
      </div>
    );
  }
  if (catalogue.isError)
    return <ErrorState error={catalogue.error} onRetry={() => void catalogue.refetch()} />;
  const { categories, items } = catalogue.data;
  const filtered = (Object.keys(DEFAULT_FILTER) as (keyof typeof DEFAULT_FILTER)[]).some(
    (key) => key !== 'tab' && filter[key] !== DEFAULT_FILTER[key],
  );
  const selectedIds = [...selection.selected];

  return (
    <div className="menu-workspace">
      <CategoryPanel
        branchId={branchId}
        categories={categories}
        tab={filter.tab}
        categoryId={filter.categoryId}
        showArchived={showArchived}
        onShowArchived={setShowArchived}
        onFilter={view.updateFilter}
      />
      <section className="menu-items" aria-label={`Items at ${branchName}`}>
        <ItemToolbar
          filter={filter}
          sort={view.sort}
          count={rows.length}
          onFilter={view.updateFilter}
          onSort={view.setSort}
        />
        {selectedIds.length > 0 ? (
          <BulkBar
            branchId={branchId}
            categories={categories}
            selectedIds={selectedIds}
            matching={rows.length}
            onSelectAllMatching={() =>
              selection.setMany(
                rows.map((row) => row.item.id),
                true,
              )
            }
            onClear={selection.clear}
          />
        ) : null}
        {items.length === 0 ? (
          <EmptyState title="No items yet">
            <p>
              Add a category, then <Link to="/menu/items/new">create an item</Link> or{' '}
              <Link to="/menu/import">import a menu</Link>.
            </p>
          </EmptyState>
        ) : rows.length === 0 ? (
          <EmptyState title={filtered ? 'No items match' : 'No items here yet'}>
            {filtered ? 'Try another search or clear a filter.' : null}
          </EmptyState>
        ) : (
          <ItemTable
            branchId={branchId}
            rows={rows}
            selected={selection.selected}
            reorderable={view.reorderable}
            now={now}
            clock={clock}
            stale={view.stale}
            pageKey={view.pageKey}
            onSelect={selection.toggle}
            onSelectAll={(on) =>
              selection.setMany(
                rows.map((row) => row.item.id),
                on,
              )
            }
            onReorder={onReorder}
          />
        )}
        {view.reorderable ? null : (
          <p className="menu-items__hint">
            To change the order of items, pick one category and sort by menu order.
          </p>
        )}
      </section>
    </div>
  );
}
