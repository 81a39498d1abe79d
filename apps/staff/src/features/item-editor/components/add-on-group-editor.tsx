import { CATALOGUE_LIMITS } from '@tableside/shared/contract/catalogue';
import { Plus } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { LabelledField } from '../../../components/ui/labelled-field';
import type { FieldErrors } from '../lib/form-errors';
import { type AddOnRow, type ItemFormValues, newAddOn } from '../lib/item-form';
import { moveRow, removeRow, replaceRow } from '../lib/rows';
import { RowActions, RowInput } from './row-controls';

type GroupValues = Pick<ItemFormValues, 'hasAddOns' | 'addOnMin' | 'addOnMax' | 'addOns'>;

interface AddOnGroupEditorProps {
  values: GroupValues;
  errors: FieldErrors;
  onChange: (patch: Partial<GroupValues>) => void;
}

/** The item's add-on group: how many the guest picks, and each add-on with its price. */
export function AddOnGroupEditor({ values, errors, onChange }: AddOnGroupEditorProps) {
  const { addOns } = values;
  const setAddOns = (next: AddOnRow[]) => onChange({ addOns: next });
  return (
    <section className="item-section" aria-labelledby="item-addons-title">
      <h2 id="item-addons-title">Add-ons</h2>
      <label className="check">
        <input
          type="checkbox"
          checked={values.hasAddOns}
          onChange={(event) =>
            onChange({
              hasAddOns: event.target.checked,
              // A new group starts with one empty row to fill in.
              ...(event.target.checked && addOns.length === 0 ? { addOns: [newAddOn()] } : {}),
            })
          }
        />
        Guests can choose add-ons
      </label>
      {values.hasAddOns ? (
        <>
          <div className="item-grid item-grid--pair">
            <LabelledField label="Choose at least" error={errors.addOnMin}>
              {(input) => (
                <input
                  {...input}
                  data-field="addOnMin"
                  inputMode="numeric"
                  value={values.addOnMin}
                  onChange={(event) => onChange({ addOnMin: event.target.value })}
                />
              )}
            </LabelledField>
            <LabelledField label="Choose at most" error={errors.addOnMax} hint="0 means no limit">
              {(input) => (
                <input
                  {...input}
                  data-field="addOnMax"
                  inputMode="numeric"
                  value={values.addOnMax}
                  onChange={(event) => onChange({ addOnMax: event.target.value })}
                />
              )}
            </LabelledField>
          </div>
          <div className="item-rows">
            {addOns.length ? (
              <div className="item-rows__head addon-row" aria-hidden="true">
                <span>Add-on</span>
                <span>Price (₹)</span>
                <span>Auto-selected</span>
              </div>
            ) : null}
            {addOns.map((addOn, index) => {
              const label = `Add-on ${index + 1}`;
              const set = (patch: Partial<AddOnRow>) =>
                setAddOns(replaceRow(addOns, index, { ...addOn, ...patch }));
              return (
                <div key={addOn.key} className="addon-row">
                  <RowInput
                    label={`${label} name`}
                    field={`addOns.${index}.name`}
                    error={errors[`addOns.${index}.name`]}
                    value={addOn.name}
                    maxLength={CATALOGUE_LIMITS.name}
                    placeholder="Extra cheese"
                    onChange={(event) => set({ name: event.target.value })}
                  />
                  <RowInput
                    label={`${label} price in rupees`}
                    field={`addOns.${index}.price`}
                    error={errors[`addOns.${index}.price`]}
                    value={addOn.price}
                    inputMode="decimal"
                    placeholder="0.00"
                    onChange={(event) => set({ price: event.target.value })}
                  />
                  <label className="addon-row__auto">
                    <input
                      type="checkbox"
                      checked={addOn.autoSelect}
                      onChange={(event) => set({ autoSelect: event.target.checked })}
                    />
                    <span className="visually-hidden">{label} is auto-selected</span>
                  </label>
                  <RowActions
                    name={addOn.name.trim() ? `add-on ${addOn.name.trim()}` : label.toLowerCase()}
                    index={index}
                    count={addOns.length}
                    onMove={(by) => setAddOns(moveRow(addOns, index, by))}
                    onRemove={() => setAddOns(removeRow(addOns, index))}
                  />
                </div>
              );
            })}
          </div>
          {errors.addOns ? (
            <p className="field__error" data-field="addOns" tabIndex={-1}>
              {errors.addOns}
            </p>
          ) : null}
          <p className="item-section__note">
            An auto-selected add-on counts as chosen and the guest cannot take it off.
          </p>
          <Button
            disabled={addOns.length >= CATALOGUE_LIMITS.addOns}
            onClick={() => setAddOns([...addOns, newAddOn()])}
          >
            <Plus aria-hidden="true" />
            Add add-on
          </Button>
        </>
      ) : null}
    </section>
  );
}
