import { ALLERGEN_LABELS, ALLERGENS } from '@tableside/shared/domain/allergens';
import { ChevronDown, ShieldAlert } from 'lucide-react';
import { useId, useState } from 'react';
import { useAvoidedAllergens } from '../hooks/use-avoided-allergens';
import { avoidedAllergens } from '../lib/avoided-allergens';
import './allergen-filter.css';
import { useTexts } from '../../../lib/i18n/use-texts';

/**
 * 'Hide items with…': one chip per EU-14 allergen; items that contain or may contain a chosen
 * one leave the menu (for this browser session). Folded by default so the spec's food filters
 * keep their place; the heading shows how many are hidden.
 */
export function AllergenFilter() {
  const avoided = useAvoidedAllergens();
  const { t, tx } = useTexts();
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <div className="ts-allergen-filter" data-open={open || undefined}>
      <button
        type="button"
        className="ts-allergen-filter__toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        <ShieldAlert aria-hidden="true" size={16} />
        <span>{t('hideItemsWith')}</span>
        {avoided.length > 0 && (
          <span className="ts-allergen-filter__count">
            {avoided.map((a) => tx(ALLERGEN_LABELS[a])).join(', ')}
          </span>
        )}
        <ChevronDown aria-hidden="true" size={18} className="ts-allergen-filter__chevron" />
      </button>
      {/* biome-ignore lint/a11y/useSemanticElements: a set of toggle buttons, not a form */}
      <div
        id={listId}
        className="ts-allergen-filter__chips"
        role="group"
        aria-label={t('hideAllergens')}
        hidden={!open}
      >
        {ALLERGENS.map((allergen) => (
          <button
            key={allergen}
            type="button"
            className="ts-allergen-chip"
            aria-pressed={avoided.includes(allergen)}
            onClick={() => avoidedAllergens.toggle(allergen)}
          >
            {tx(ALLERGEN_LABELS[allergen])}
          </button>
        ))}
      </div>
    </div>
  );
}
