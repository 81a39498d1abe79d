import type { TCatalogueCategory } from '@tableside/shared/contract/catalogue';
import { LabelledField } from '../../../components/ui/labelled-field';
import { categoryGroups } from '../lib/category-options';

interface CategorySelectProps {
  categories: readonly TCatalogueCategory[];
  value: number | null;
  error?: string;
  onChange: (categoryId: number) => void;
}

/** The category the item is filed under, grouped by the guest's tabs. */
export function CategorySelect({ categories, value, error, onChange }: CategorySelectProps) {
  const groups = categoryGroups(categories, value);
  return (
    <LabelledField label="Category" error={error}>
      {(input) => (
        <select
          {...input}
          data-field="categoryId"
          value={value ?? ''}
          onChange={(event) => onChange(Number(event.target.value))}
        >
          {value === null ? (
            <option value="" disabled>
              Choose a category
            </option>
          ) : null}
          {groups.map((group) => (
            <optgroup key={group.tab} label={group.label}>
              {group.options.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.label}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      )}
    </LabelledField>
  );
}
