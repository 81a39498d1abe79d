import type { TCatalogueCategory } from '@tableside/shared/contract/catalogue';
import { memo, useMemo, useState } from 'react';
import { useMediaQuery } from '../hooks/use-media-query';
import type { ItemFilter } from '../lib/item-query';
import { TAB_LABELS, TAB_ORDER } from '../lib/menu-tabs';
import { CategoryTabSection } from './category-tab-section';
import './category-tree.css';

interface CategoryPanelProps {
  branchId: number;
  categories: readonly TCatalogueCategory[];
  tab: ItemFilter['tab'];
  categoryId: number | null;
  showArchived: boolean;
  onShowArchived: (show: boolean) => void;
  onFilter: (change: Partial<ItemFilter>) => void;
}

/** The left column: tabs, the category tree of each shown tab, and the archived toggle. */
export const CategoryPanel = memo(function CategoryPanel(props: CategoryPanelProps) {
  const { branchId, categories, showArchived, onShowArchived, onFilter } = props;
  // Only the tab and category matter here: typing in the search leaves the tree alone.
  const filter = { tab: props.tab, categoryId: props.categoryId };
  const tabs = filter.tab === 'ALL' ? TAB_ORDER : [filter.tab];
  const tabCounts = useMemo(() => {
    const counts: Record<string, number> = {};
    for (const category of categories) {
      if (!category.archived)
        counts[category.tab] = (counts[category.tab] ?? 0) + category.itemCount;
    }
    return counts;
  }, [categories]);
  // On a laptop the tree is always open beside the table; on a tablet it folds above it.
  const wide = useMediaQuery('(min-width: 1100px)');
  const [unfolded, setUnfolded] = useState(false);
  const selectedName = categories.find((c) => c.id === props.categoryId)?.name;
  const total = TAB_ORDER.reduce((sum, tab) => sum + (tabCounts[tab] ?? 0), 0);

  return (
    <nav className="cat-panel" aria-label="Categories">
      <fieldset className="tab-chips">
        <legend className="visually-hidden">Menu tab</legend>
        {(['ALL', ...TAB_ORDER] as const).map((tab) => (
          <button
            key={tab}
            type="button"
            className="tab-chip"
            aria-pressed={filter.tab === tab}
            onClick={() => onFilter({ tab, categoryId: null })}
          >
            {tab === 'ALL' ? 'All' : TAB_LABELS[tab]}
          </button>
        ))}
      </fieldset>
      <button
        type="button"
        className={`cat-all${filter.categoryId === null ? ' cat-all--selected' : ''}`}
        aria-pressed={filter.categoryId === null}
        onClick={() => onFilter({ categoryId: null })}
      >
        <span>{filter.tab === 'ALL' ? 'All items' : `All of ${TAB_LABELS[filter.tab]}`}</span>
        <span className="cat-row__count">
          {filter.tab === 'ALL' ? total : (tabCounts[filter.tab] ?? 0)}
        </span>
      </button>
      <details
        className="cat-panel__tree"
        open={wide || unfolded}
        onToggle={(event) => {
          if (!wide) setUnfolded(event.currentTarget.open);
        }}
      >
        <summary className="cat-panel__summary">
          Categories{selectedName ? `: ${selectedName}` : ''}
        </summary>
        {tabs.map((tab) => (
          <CategoryTabSection
            key={tab}
            branchId={branchId}
            tab={tab}
            showHeading={tabs.length > 1}
            categories={categories}
            showArchived={showArchived}
            selectedId={filter.categoryId}
            onSelect={(categoryId) => onFilter({ categoryId })}
          />
        ))}
        <label className="switch-line">
          <input
            type="checkbox"
            checked={showArchived}
            onChange={(event) => onShowArchived(event.target.checked)}
          />
          Show archived categories
        </label>
      </details>
    </nav>
  );
});
