import type { TStaffMenuItem } from '@tableside/shared/contract/staff-console';
import { useId } from 'react';
import { EmptyState } from '../../../components/ui/states';
import { type StockFilter, type StockSection, stockSections } from '../lib/stock-sections';
import { StockRow } from './stock-row';

interface StockListProps {
  items: readonly TStaffMenuItem[];
  filter: StockFilter;
  onToggle: (item: TStaffMenuItem) => void;
}

export function StockList({ items, filter, onToggle }: StockListProps) {
  const sections = stockSections(items, filter);
  if (sections.length === 0) return <EmptyState title={emptyTitle(items, filter)} />;
  return (
    <div className="stock-sections">
      {sections.map((section) => (
        <CategorySection key={section.category} section={section} onToggle={onToggle} />
      ))}
    </div>
  );
}

function CategorySection({
  section,
  onToggle,
}: {
  section: StockSection;
  onToggle: (item: TStaffMenuItem) => void;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="stock-category">
        {section.category}
      </h2>
      <ul className="stock-rows">
        {section.items.map((item) => (
          <StockRow key={item.menuItemMasterId} item={item} onToggle={() => onToggle(item)} />
        ))}
      </ul>
    </section>
  );
}

function emptyTitle(items: readonly TStaffMenuItem[], filter: StockFilter): string {
  if (items.length === 0) return 'This branch has no menu items yet.';
  if (filter.search.trim()) return `No items match “${filter.search.trim()}”.`;
  return 'Everything is in stock.';
}
