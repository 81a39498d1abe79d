import type { TMenuProduct } from '@tableside/shared/contract/menu';
import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import type { MenuSection } from '../lib/menu-sections';
import './category-accordion.css';

interface CategoryAccordionProps {
  section: MenuSection;
  open: boolean;
  onToggle: () => void;
  renderProduct: (product: TMenuProduct) => ReactNode;
}

/** One category of a menu tab: a heading button that opens its products (sub-categories inside). */
export function CategoryAccordion({
  section,
  open,
  onToggle,
  renderProduct,
}: CategoryAccordionProps) {
  const panelId = `${section.id}-panel`;
  return (
    <section id={section.id} className="ts-category" data-open={open || undefined}>
      <h2 className="ts-category__heading">
        <button
          type="button"
          className="ts-category__toggle"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
        >
          <span className="ts-category__name">{section.name}</span>
          <span className="ts-category__count">
            {section.count}
            <span className="visually-hidden"> items</span>
          </span>
          <ChevronDown aria-hidden="true" size={22} className="ts-category__chevron" />
        </button>
      </h2>
      {open && (
        <div id={panelId} className="ts-category__panel">
          {section.products.map((product) => (
            <div key={product.productMaster.id}>{renderProduct(product)}</div>
          ))}
          {section.groups.map((group) => (
            <div key={group.name} className="ts-category__group">
              <h3 className="ts-category__group-name">{group.name}</h3>
              {group.products.map((product) => (
                <div key={product.productMaster.id}>{renderProduct(product)}</div>
              ))}
            </div>
          ))}
        </div>
      )}
    </section>
  );
}
