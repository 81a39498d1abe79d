import { CATALOGUE_LIMITS, type TCatalogueCategory } from '@tableside/shared/contract/catalogue';
import { FOOD_TYPES, type FoodType } from '@tableside/shared/domain/enums';
import { LabelledField } from '../../../components/ui/labelled-field';
import type { FieldErrors } from '../lib/form-errors';
import type { ItemFormValues } from '../lib/item-form';
import { FOOD_TYPE_LABELS } from '../lib/labels';
import { CategorySelect } from './category-select';
import { TagsInput } from './tags-input';
import './choices.css';
import './item-rows.css';

interface BasicsSectionProps {
  values: ItemFormValues;
  errors: FieldErrors;
  categories: readonly TCatalogueCategory[];
  onChange: (patch: Partial<ItemFormValues>) => void;
}

const FOOD_CHOICES: (FoodType | null)[] = [...FOOD_TYPES, null];

/** Name, category, description and the facts guests filter by. */
export function BasicsSection({ values, errors, categories, onChange }: BasicsSectionProps) {
  return (
    <section className="item-section" aria-labelledby="item-basics-title">
      <h2 id="item-basics-title">Details</h2>
      <div className="item-grid item-grid--pair">
        <LabelledField label="Name" error={errors.name}>
          {(input) => (
            <input
              {...input}
              data-field="name"
              value={values.name}
              maxLength={CATALOGUE_LIMITS.name}
              autoComplete="off"
              onChange={(event) => onChange({ name: event.target.value })}
            />
          )}
        </LabelledField>
        <CategorySelect
          categories={categories}
          value={values.categoryId}
          error={errors.categoryId}
          onChange={(categoryId) => onChange({ categoryId })}
        />
      </div>
      <LabelledField
        label="Description"
        error={errors.description}
        hint={`${values.description.length} / ${CATALOGUE_LIMITS.description}`}
      >
        {(input) => (
          <textarea
            {...input}
            data-field="description"
            rows={3}
            value={values.description}
            maxLength={CATALOGUE_LIMITS.description}
            onChange={(event) => onChange({ description: event.target.value })}
          />
        )}
      </LabelledField>
      <fieldset className="food-type" data-field="foodType">
        <legend>Food type</legend>
        <div className="segmented">
          {FOOD_CHOICES.map((choice) => (
            <label
              key={choice ?? 'none'}
              className="segmented__option"
              data-food={choice ?? 'NONE'}
            >
              <input
                type="radio"
                name="food-type"
                checked={values.foodType === choice}
                onChange={() => onChange({ foodType: choice })}
              />
              <span>{choice ? FOOD_TYPE_LABELS[choice] : 'Not food / none'}</span>
            </label>
          ))}
        </div>
        {errors.foodType ? <p className="field__error">{errors.foodType}</p> : null}
      </fieldset>
      <div className="item-grid item-grid--pair">
        <LabelledField
          label="Calories (kcal)"
          error={errors.calories}
          hint="Leave empty if unknown"
        >
          {(input) => (
            <input
              {...input}
              data-field="calories"
              inputMode="numeric"
              value={values.calories}
              onChange={(event) => onChange({ calories: event.target.value })}
            />
          )}
        </LabelledField>
        <label className="check check--boxed">
          <input
            type="checkbox"
            data-field="isAlcoholic"
            checked={values.isAlcoholic}
            onChange={(event) => onChange({ isAlcoholic: event.target.checked })}
          />
          Contains alcohol
        </label>
      </div>
      <TagsInput tags={values.tags} error={errors.tags} onChange={(tags) => onChange({ tags })} />
    </section>
  );
}
