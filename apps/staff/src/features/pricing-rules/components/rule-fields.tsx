import type { TCatalogueCategory } from '@tableside/shared/contract/catalogue';
import { LabelledField } from '../../../components/ui/labelled-field';
import type { RuleErrors, RuleValues } from '../lib/rule-form';

type Change = (patch: Partial<RuleValues>) => void;

/** The inputs of a charge or tax; errors show under their field. */
export function RuleFields({
  values,
  errors,
  categories,
  onChange,
}: {
  values: RuleValues;
  errors: RuleErrors;
  categories: readonly TCatalogueCategory[];
  onChange: Change;
}) {
  const fixed = values.kind === 'FIXED';
  return (
    <>
      <LabelledField label="Name" error={errors.name}>
        {(input) => (
          <input
            {...input}
            value={values.name}
            autoComplete="off"
            onChange={(e) => onChange({ name: e.target.value })}
          />
        )}
      </LabelledField>
      <fieldset className="pricing-form__choice">
        <legend>How it is worked out</legend>
        <label>
          <input
            type="radio"
            name="kind"
            checked={!fixed}
            onChange={() => onChange({ kind: 'RATE' })}
          />
          Percentage
        </label>
        <label>
          <input
            type="radio"
            name="kind"
            checked={fixed}
            onChange={() => onChange({ kind: 'FIXED', inclusive: false })}
          />
          Fixed amount
        </label>
      </fieldset>
      {fixed ? (
        <LabelledField label="Amount per bill (₹)" error={errors.amount}>
          {(input) => (
            <input
              {...input}
              inputMode="decimal"
              value={values.amount}
              onChange={(e) => onChange({ amount: e.target.value })}
            />
          )}
        </LabelledField>
      ) : (
        <LabelledField label="Rate (%)" error={errors.rate} hint="Up to 2 decimals, e.g. 2.5">
          {(input) => (
            <input
              {...input}
              inputMode="decimal"
              value={values.rate}
              onChange={(e) => onChange({ rate: e.target.value })}
            />
          )}
        </LabelledField>
      )}
      <fieldset className="pricing-form__choice">
        <legend>Order types</legend>
        <label>
          <input
            type="checkbox"
            checked={values.dineIn}
            onChange={(e) => onChange({ dineIn: e.target.checked })}
          />
          Dine-in
        </label>
        {errors.dineIn ? <span className="field__error">{errors.dineIn}</span> : null}
      </fieldset>
      <CategoryChoice values={values} errors={errors} categories={categories} onChange={onChange} />
      {fixed ? null : (
        <fieldset className="pricing-form__choice">
          <legend>Menu prices</legend>
          <label>
            <input
              type="checkbox"
              checked={values.inclusive}
              onChange={(e) => onChange({ inclusive: e.target.checked })}
            />
            Already included in the menu prices
          </label>
          <span className="field__hint">
            The bill shows it as ‘incl.’ and does not add it to the total. Leave it off to add it on
            top of the prices.
          </span>
        </fieldset>
      )}
    </>
  );
}

function CategoryChoice({
  values,
  errors,
  categories,
  onChange,
}: {
  values: RuleValues;
  errors: RuleErrors;
  categories: readonly TCatalogueCategory[];
  onChange: Change;
}) {
  const toggle = (id: number, on: boolean) =>
    onChange({
      categoryIds: on ? [...values.categoryIds, id] : values.categoryIds.filter((c) => c !== id),
    });
  return (
    <fieldset className="pricing-form__choice">
      <legend>Applies to</legend>
      <label>
        <input
          type="radio"
          name="applies"
          checked={values.allItems}
          onChange={() => onChange({ allItems: true })}
        />
        All items
      </label>
      <label>
        <input
          type="radio"
          name="applies"
          checked={!values.allItems}
          onChange={() => onChange({ allItems: false })}
        />
        Items of chosen categories
      </label>
      {values.allItems ? null : (
        <div className="pricing-form__categories">
          {categories.map((category) => (
            <label key={category.id}>
              <input
                type="checkbox"
                checked={values.categoryIds.includes(category.id)}
                onChange={(e) => toggle(category.id, e.target.checked)}
              />
              {category.name}
            </label>
          ))}
        </div>
      )}
      {errors.categoryIds ? <span className="field__error">{errors.categoryIds}</span> : null}
    </fieldset>
  );
}
