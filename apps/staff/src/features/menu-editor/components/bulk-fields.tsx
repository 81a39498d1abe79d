import type { MenuTab } from '@tableside/shared/domain/enums';
import type { BulkForm } from '../lib/bulk-change';
import { SelectBox } from './select-box';

export interface CategoryOptionGroup {
  tab: MenuTab;
  label: string;
  categories: { id: number; label: string }[];
}

interface BulkFieldsProps {
  form: BulkForm;
  problem: { field: keyof BulkForm; message: string } | null;
  options: CategoryOptionGroup[];
  onChange: (change: Partial<BulkForm>) => void;
}

/** The inputs of the chosen bulk action, each labelled, with its message beside it. */
export function BulkFields({ form, problem, options, onChange }: BulkFieldsProps) {
  const error = (field: keyof BulkForm) =>
    problem?.field === field ? (
      <span id={`bulk-${field}-error`} className="inline-error" role="alert">
        {problem.message}
      </span>
    ) : null;
  const invalid = (field: keyof BulkForm) =>
    problem?.field === field
      ? { 'aria-invalid': true as const, 'aria-describedby': `bulk-${field}-error` }
      : {};

  switch (form.kind) {
    case 'price':
      return (
        <>
          <SelectBox
            label="Change by"
            value={form.priceMode}
            onChange={(event) =>
              onChange({ priceMode: event.target.value as BulkForm['priceMode'] })
            }
          >
            <option value="percent">By percent</option>
            <option value="amount">By amount (₹)</option>
          </SelectBox>
          <label className="text-box">
            <span>{form.priceMode === 'percent' ? '%' : '₹'}</span>
            <input
              inputMode="decimal"
              value={form.priceValue}
              placeholder="10 or -5"
              aria-label={
                form.priceMode === 'percent'
                  ? 'Percent to add (negative lowers)'
                  : 'Rupees to add (negative lowers)'
              }
              {...invalid('priceValue')}
              onChange={(event) => onChange({ priceValue: event.target.value })}
            />
          </label>
          {error('priceValue')}
        </>
      );
    case 'category':
      return (
        <>
          <SelectBox
            label="Category to move to"
            value={form.categoryId}
            {...invalid('categoryId')}
            onChange={(event) => onChange({ categoryId: event.target.value })}
          >
            <option value="">Choose a category…</option>
            {options.map((group) => (
              <optgroup key={group.tab} label={group.label}>
                {group.categories.map((category) => (
                  <option key={category.id} value={category.id}>
                    {category.label}
                  </option>
                ))}
              </optgroup>
            ))}
          </SelectBox>
          {error('categoryId')}
        </>
      );
    case 'availability':
      return (
        <SelectBox
          label="Availability at this branch"
          value={form.available}
          onChange={(event) => onChange({ available: event.target.value as BulkForm['available'] })}
        >
          <option value="true">Available</option>
          <option value="false">Off</option>
        </SelectBox>
      );
    case 'tags':
      return (
        <>
          <label className="text-box">
            <span>Add</span>
            <input
              value={form.addTags}
              placeholder="spicy, new"
              aria-label="Tags to add, separated by commas"
              {...invalid('addTags')}
              onChange={(event) => onChange({ addTags: event.target.value })}
            />
          </label>
          {error('addTags')}
          <label className="text-box">
            <span>Remove</span>
            <input
              value={form.removeTags}
              placeholder="old"
              aria-label="Tags to remove, separated by commas"
              {...invalid('removeTags')}
              onChange={(event) => onChange({ removeTags: event.target.value })}
            />
          </label>
          {error('removeTags')}
        </>
      );
  }
}
