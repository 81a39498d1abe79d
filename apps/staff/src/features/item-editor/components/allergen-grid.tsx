import {
  ALLERGEN_LABELS,
  ALLERGENS,
  type Allergen,
  type AllergenLevel,
} from '@tableside/shared/domain/allergens';
import { ALLERGEN_LEVEL_LABELS } from '../lib/labels';
import './choices.css';

type Levels = Partial<Record<Allergen, AllergenLevel>>;

interface AllergenGridProps {
  levels: Levels;
  error?: string;
  onChange: (levels: Levels) => void;
}

const CHOICES = ['NONE', 'CONTAINS', 'MAY_CONTAIN'] as const;

/**
 * The EU's 14 allergens, each None / Contains / May contain: one radio group per allergen
 * (arrow keys move within it), shown to guests and used by their allergen filter.
 */
export function AllergenGrid({ levels, error, onChange }: AllergenGridProps) {
  const set = (allergen: Allergen, choice: (typeof CHOICES)[number]) => {
    const next = { ...levels };
    if (choice === 'NONE') delete next[allergen];
    else next[allergen] = choice;
    onChange(next);
  };
  return (
    <section className="item-section" aria-labelledby="item-allergens-title">
      <h2 id="item-allergens-title">Allergens</h2>
      <p className="item-section__note">
        The 14 allergens EU law asks restaurants to declare. “May contain” means traces.
      </p>
      <div className="allergens" data-field="allergens">
        {ALLERGENS.map((allergen) => {
          const current = levels[allergen] ?? 'NONE';
          return (
            <fieldset key={allergen} className="allergen">
              <legend>{ALLERGEN_LABELS[allergen]}</legend>
              <div className="segmented">
                {CHOICES.map((choice) => (
                  <label key={choice} className="segmented__option" data-choice={choice}>
                    <input
                      type="radio"
                      name={`allergen-${allergen}`}
                      checked={current === choice}
                      onChange={() => set(allergen, choice)}
                    />
                    <span>{ALLERGEN_LEVEL_LABELS[choice]}</span>
                  </label>
                ))}
              </div>
            </fieldset>
          );
        })}
      </div>
      {error ? <p className="field__error">{error}</p> : null}
    </section>
  );
}
