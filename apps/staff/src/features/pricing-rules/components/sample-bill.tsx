import type { TCatalogueCategory } from '@tableside/shared/contract/catalogue';
import { useId, useState } from 'react';
import { type SampleRules, sampleBillRows } from '../lib/sample-bill';

/**
 * A live bill of ₹1,000 of items, by the same arithmetic as every order; the category picks
 * which rules limited to categories apply.
 */
export function SampleBill({
  rules,
  categories,
  initialCategoryId = null,
}: {
  rules: SampleRules;
  categories: readonly TCatalogueCategory[];
  initialCategoryId?: number | null;
}) {
  const [categoryId, setCategoryId] = useState<number | null>(initialCategoryId);
  const selectId = useId();
  const rows = sampleBillRows(rules, categoryId);
  return (
    <section className="pricing-sample" aria-label="Sample bill">
      <h2>Sample bill</h2>
      <div className="field">
        <label htmlFor={selectId}>₹1,000 of items from</label>
        <select
          id={selectId}
          value={categoryId ?? ''}
          onChange={(e) => setCategoryId(e.target.value ? Number(e.target.value) : null)}
        >
          <option value="">Any category</option>
          {categories.map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
        </select>
      </div>
      <table className="pricing-sample__table">
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className={row.total ? 'pricing-sample__total' : undefined}>
              <th scope="row">{row.label}</th>
              <td className="money">{row.amount}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="field__hint">
        Orders already open keep the charges and taxes they opened with.
      </p>
    </section>
  );
}
