import { Search } from 'lucide-react';
import type { StockFilter } from '../lib/stock-sections';

interface StockFiltersProps {
  filter: StockFilter;
  onChange: (filter: StockFilter) => void;
  outOfStockCount: number;
}

export function StockFilters({ filter, onChange, outOfStockCount }: StockFiltersProps) {
  return (
    <div className="stock-filters">
      <label className="stock-search">
        <Search aria-hidden="true" />
        <span className="visually-hidden">Search items</span>
        <input
          type="search"
          placeholder="Search items"
          autoComplete="off"
          value={filter.search}
          onChange={(event) => onChange({ ...filter, search: event.target.value })}
        />
      </label>
      <label className="stock-only-out">
        <input
          type="checkbox"
          checked={filter.outOfStockOnly}
          onChange={(event) => onChange({ ...filter, outOfStockOnly: event.target.checked })}
        />
        Out of stock only ({outOfStockCount})
      </label>
    </div>
  );
}
