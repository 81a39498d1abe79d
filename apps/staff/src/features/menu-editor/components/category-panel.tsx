import type { TCatalogueCategory } from '@tableside/shared/contract/catalogue';
import { useMemo } from 'react';
import type { ItemFilter } from '../lib/item-query';
import { TAB_LABELS, TAB_ORDER } from '../lib/menu-tabs';
import { CategoryTabSection } from './category-tab-section';

interface CategoryPanelProps {
  branchId: number;
  categories: readonly TCatalogueCategory[];
  filter: ItemFilter;
  showArchived: boolean;
  onShowArchived: (show: boolean) => void;
  onFilter: (change: Partial<ItemFilter>) => void;
}

/** The left column: tabs, the category tree of each shown tab, and the archived toggle. */
export function CategoryPanel({
  branchId,
  categories,
  filter,
  showArchived,
  onShowArchived,
  onFilter,
}: CategoryPanelProps) {
  const tabs = filter.tab === 'ALL' ? TAB_ORDER : [filter.tab];
  const tabCounts = useMemo(() => {
    const counts: Record<string, number> = {};
    for (const category of categories) {
      if (!category.archived)
        counts[category.tab] = (counts[category.tab] ?? 0) + category.itemCount;
    }
    return counts;
  }, [categories]);
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
    </nav>
  );
}
