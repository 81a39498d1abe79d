import { CATALOGUE_LIMITS } from '@tableside/shared/contract/catalogue';
import { Plus } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import type { FieldErrors } from '../lib/form-errors';
import { newSize, type SizeRow } from '../lib/item-form';
import { makeDefault, moveRow, removeSize, replaceRow } from '../lib/rows';
import { RowActions, RowInput } from './row-controls';
import './item-rows.css';

interface SizesEditorProps {
  sizes: SizeRow[];
  errors: FieldErrors;
  onChange: (sizes: SizeRow[]) => void;
}

/** Sizes with their prices; exactly one is the default the guest sees first. */
export function SizesEditor({ sizes, errors, onChange }: SizesEditorProps) {
  return (
    <section className="item-section" aria-labelledby="item-sizes-title">
      <h2 id="item-sizes-title">Sizes and prices</h2>
      <p className="item-section__note">
        The price is the brand’s default; a branch with its own price keeps it.
      </p>
      <div className="item-rows">
        <div className="item-rows__head size-row" aria-hidden="true">
          <span>Size</span>
          <span>Price (₹)</span>
          <span>Default</span>
        </div>
        {sizes.map((size, index) => {
          const label = `Size ${index + 1}`;
          const set = (patch: Partial<SizeRow>) =>
            onChange(replaceRow(sizes, index, { ...size, ...patch }));
          return (
            <div key={size.key} className="size-row">
              <RowInput
                label={`${label} name`}
                field={`sizes.${index}.name`}
                error={errors[`sizes.${index}.name`]}
                value={size.name}
                maxLength={CATALOGUE_LIMITS.name}
                placeholder="Regular"
                onChange={(event) => set({ name: event.target.value })}
              />
              <RowInput
                label={`${label} price in rupees`}
                field={`sizes.${index}.price`}
                error={errors[`sizes.${index}.price`]}
                value={size.price}
                inputMode="decimal"
                placeholder="0.00"
                onChange={(event) => set({ price: event.target.value })}
              />
              <label className="size-row__default">
                <input
                  type="radio"
                  name="default-size"
                  checked={size.isDefault}
                  onChange={() => onChange(makeDefault(sizes, index))}
                />
                <span className="visually-hidden">{label} is the default</span>
              </label>
              <RowActions
                name={size.name.trim() ? `size ${size.name.trim()}` : label.toLowerCase()}
                index={index}
                count={sizes.length}
                keepOne
                onMove={(by) => onChange(moveRow(sizes, index, by))}
                onRemove={() => onChange(removeSize(sizes, index))}
              />
            </div>
          );
        })}
      </div>
      {errors.sizes ? (
        <p className="field__error" data-field="sizes" tabIndex={-1}>
          {errors.sizes}
        </p>
      ) : null}
      <Button
        disabled={sizes.length >= CATALOGUE_LIMITS.sizes}
        onClick={() => onChange([...sizes, newSize(sizes.length === 0)])}
      >
        <Plus aria-hidden="true" />
        Add size
      </Button>
    </section>
  );
}
