import type { FoodFilter } from '@tableside/shared/domain/enums';
import { ChevronDown, CupSoda, SlidersHorizontal, Wine } from 'lucide-react';
import { useId, useState } from 'react';
import { FoodTypeMark } from '../../../components/ui/food-type-mark';
import './food-filter-bar.css';
import { useTexts } from '../../../lib/i18n/use-texts';

const LABELS: Record<FoodFilter, string> = {
  VEGETARIAN: 'Veg',
  NON_VEGETARIAN: 'Non-Veg',
  EGGETARIAN: 'Egg',
  ALCOHOLIC: 'Alcoholic',
  NON_ALCOHOLIC: 'Non-Alcoholic',
};

function FilterIcon({ filter }: { filter: FoodFilter }) {
  if (filter === 'ALCOHOLIC') return <Wine aria-hidden="true" size={16} />;
  if (filter === 'NON_ALCOHOLIC') return <CupSoda aria-hidden="true" size={16} />;
  return <FoodTypeMark type={filter} />;
}

interface FoodFilterBarProps {
  filters: readonly FoodFilter[];
  active: FoodFilter | null;
  onToggle: (filter: FoodFilter) => void;
}

/**
 * The Eat (veg / non-veg / egg) and Drink (alcoholic / non-alcoholic) toggles (spec section 2).
 * One filter at a time (domain food-filter); the bar folds away to leave room for the menu.
 */
export function FoodFilterBar({ filters, active, onToggle }: FoodFilterBarProps) {
  const { t, tx } = useTexts();
  const [open, setOpen] = useState(true);
  const listId = useId();
  return (
    <div className="ts-filter-bar" data-open={open || undefined}>
      <button
        type="button"
        className="ts-filter-bar__toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        <SlidersHorizontal aria-hidden="true" size={16} />
        <span>{t('filters')}</span>
        {!open && active && <span className="ts-filter-bar__summary">{tx(LABELS[active])}</span>}
        <ChevronDown aria-hidden="true" size={18} className="ts-filter-bar__chevron" />
      </button>
      {/* biome-ignore lint/a11y/useSemanticElements: a row of toggle buttons, not a form */}
      <div
        id={listId}
        className="ts-filter-bar__chips"
        role="group"
        aria-label={t('foodFilters')}
        hidden={!open}
      >
        {filters.map((filter) => (
          <button
            key={filter}
            type="button"
            className="ts-filter-chip"
            aria-pressed={active === filter}
            onClick={() => onToggle(filter)}
          >
            <FilterIcon filter={filter} />
            {tx(LABELS[filter])}
          </button>
        ))}
      </div>
    </div>
  );
}
