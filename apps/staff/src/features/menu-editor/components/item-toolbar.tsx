import { ArrowDownAZ, ArrowUpAZ, Search } from 'lucide-react';
import type { AvailabilityFilter } from '../lib/availability';
import type { ItemFilter, ItemSort, SortKey } from '../lib/item-query';
import { SelectBox } from './select-box';

interface ItemToolbarProps {
  filter: ItemFilter;
  sort: ItemSort;
  /** Rows matching, for the count. */
  count: number;
  onFilter: (change: Partial<ItemFilter>) => void;
  onSort: (sort: ItemSort) => void;
}

const AVAILABILITY: Record<AvailabilityFilter, string> = {
  all: 'Any availability',
  available: 'Available',
  off: 'Off',
  snoozed: 'Snoozed',
  notOnMenu: 'Not at this branch',
};

const FOOD: Record<ItemFilter['foodType'], string> = {
  ALL: 'Any food type',
  VEGETARIAN: 'Vegetarian',
  NON_VEGETARIAN: 'Non-vegetarian',
  EGGETARIAN: 'Egg',
  NONE: 'No food type',
};

const SORTS: Record<SortKey, string> = {
  menu: 'Menu order',
  name: 'Name',
  price: 'Price',
  category: 'Category',
};

/** Search (name and tags), filters and sort of the item table. */
export function ItemToolbar({ filter, sort, count, onFilter, onSort }: ItemToolbarProps) {
  const DirectionIcon = sort.descending ? ArrowUpAZ : ArrowDownAZ;
  return (
    <div className="item-toolbar">
      <label className="search-box">
        <Search aria-hidden="true" />
        <span className="visually-hidden">Search items by name or tag</span>
        <input
          type="search"
          value={filter.search}
          placeholder="Search by name or tag"
          onChange={(event) => onFilter({ search: event.target.value })}
        />
      </label>
      <div className="item-toolbar__filters">
        <SelectBox
          label="Availability"
          value={filter.availability}
          onChange={(event) => onFilter({ availability: event.target.value as AvailabilityFilter })}
        >
          {Object.entries(AVAILABILITY).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </SelectBox>
        <SelectBox
          label="Food type"
          value={filter.foodType}
          onChange={(event) => onFilter({ foodType: event.target.value as ItemFilter['foodType'] })}
        >
          {Object.entries(FOOD).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </SelectBox>
        <SelectBox
          label="Sort by"
          value={sort.key}
          onChange={(event) => onSort({ ...sort, key: event.target.value as SortKey })}
        >
          {Object.entries(SORTS).map(([value, label]) => (
            <option key={value} value={value}>
              Sort: {label}
            </option>
          ))}
        </SelectBox>
        <button
          type="button"
          className="icon-btn icon-btn--boxed"
          aria-label={sort.descending ? 'Descending; sort ascending' : 'Ascending; sort descending'}
          onClick={() => onSort({ ...sort, descending: !sort.descending })}
        >
          <DirectionIcon aria-hidden="true" />
        </button>
        <label className="toggle-chip">
          <input
            type="checkbox"
            checked={filter.archived}
            onChange={(event) => onFilter({ archived: event.target.checked })}
          />
          Archived items
        </label>
      </div>
      <p className="item-toolbar__count" aria-live="polite">
        {count} item{count === 1 ? '' : 's'}
      </p>
    </div>
  );
}
