import type { TMenuProduct } from '@tableside/shared/contract/menu';
import type { FoodFilter, MenuTab } from '@tableside/shared/domain/enums';
import { filtersForTab, toggleFoodFilter } from '@tableside/shared/domain/food-filter';
import { MSG } from '@tableside/shared/domain/messages';
import { SearchX } from 'lucide-react';
import { type ReactNode, useMemo, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { useMenu } from '../api/get-menu';
import { useAvoidedAllergens } from '../hooks/use-avoided-allergens';
import { withoutAllergens } from '../lib/avoided-allergens';
import { type MenuSection, menuSections } from '../lib/menu-sections';
import { AllergenFilter } from './allergen-filter';
import { CategoryAccordion } from './category-accordion';
import { CategoryMenuButton } from './category-menu-button';
import { FoodFilterBar } from './food-filter-bar';
import { MenuSkeleton } from './menu-skeleton';
import './menu-panel.css';
import { useTexts } from '../../../lib/i18n/use-texts';

interface MenuPanelProps {
  tab: MenuTab;
  branchId: number;
  /** The card of one product (the cart feature's, composed by the route). */
  renderProduct: (product: TMenuProduct) => ReactNode;
}

const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

/** A Drink, Eat or Smoke tab: its food filter, categorised accordions and the category menu. */
export function MenuPanel({ tab, branchId, renderProduct }: MenuPanelProps) {
  const { t } = useTexts();
  const [filter, setFilter] = useState<FoodFilter | null>(null);
  const menu = useMenu({ branchId, tab, filter });
  const prefix = tab.toLowerCase();
  const avoided = useAvoidedAllergens();
  const sections = useMemo(
    () => menuSections(withoutAllergens(menu.data ?? [], avoided), prefix),
    [menu.data, avoided, prefix],
  );
  // The first category starts open (spec section 2); ids are positions, so a filter keeps it.
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set([`${prefix}-category-0`]));
  const filters = filtersForTab(tab);

  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const jumpTo = (section: MenuSection) => {
    setOpen((current) => new Set(current).add(section.id));
    requestAnimationFrame(() =>
      document
        .getElementById(section.id)
        ?.scrollIntoView({ behavior: reducedMotion() ? 'auto' : 'smooth', block: 'start' }),
    );
  };

  return (
    <div className="ts-menu-panel">
      {filters.length > 0 && (
        <FoodFilterBar
          filters={filters}
          active={filter}
          onToggle={(tapped) => setFilter((active) => toggleFoodFilter(active, tapped))}
        />
      )}
      {tab !== 'SMOKE' && <AllergenFilter />}
      {menu.isPending ? (
        <MenuSkeleton />
      ) : menu.isError ? (
        <EmptyState role="alert" message={menu.error.message}>
          <Button variant="secondary" onClick={() => void menu.refetch()}>
            {t('tryAgain')}
          </Button>
        </EmptyState>
      ) : sections.length === 0 ? (
        <EmptyState
          icon={<SearchX aria-hidden="true" size={36} />}
          message={filter || avoided.length > 0 ? t('nothingMatches') : MSG.searchNoResults}
        />
      ) : (
        <div className="ts-menu-panel__list" aria-busy={menu.isPlaceholderData || undefined}>
          {sections.map((section) => (
            <CategoryAccordion
              key={section.id}
              section={section}
              open={open.has(section.id)}
              onToggle={() => toggle(section.id)}
              renderProduct={renderProduct}
            />
          ))}
          {sections.length > 1 && <CategoryMenuButton sections={sections} onPick={jumpTo} />}
        </div>
      )}
    </div>
  );
}
