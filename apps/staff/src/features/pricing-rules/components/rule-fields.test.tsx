import type { TCatalogueCategory } from '@tableside/shared/contract/catalogue';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { type RuleValues, ruleValuesOf, toRuleBody, valuesAsBillRate } from '../lib/rule-form';
import { RuleFields } from './rule-fields';
import { SampleBill } from './sample-bill';

afterEach(cleanup);

const category = (id: number, name: string): TCatalogueCategory => ({
  id,
  tab: 'EAT',
  name,
  parentId: null,
  sortOrder: id,
  archived: false,
  itemCount: 3,
  version: 1,
});
const CATEGORIES = [category(1, 'Starters'), category(2, 'Cocktails')];

let latest: RuleValues = ruleValuesOf();

function Form() {
  const [values, setValues] = useState<RuleValues>(ruleValuesOf());
  latest = values;
  const change = (patch: Partial<RuleValues>) => setValues((v) => ({ ...v, ...patch }));
  return (
    <>
      <RuleFields values={values} errors={{}} categories={CATEGORIES} onChange={change} />
      <SampleBill
        rules={{ charges: [], taxes: [valuesAsBillRate(values)], rounding: 'RUPEE' }}
        categories={CATEGORIES}
        initialCategoryId={2}
      />
    </>
  );
}

describe('the charge and tax form', () => {
  it('builds a tax on chosen categories and the sample bill follows it as typed', async () => {
    const user = userEvent.setup();
    render(<Form />);
    await user.type(screen.getByLabelText('Name'), 'Bar VAT');
    await user.type(screen.getByLabelText('Rate (%)'), '20');
    await user.click(screen.getByLabelText('Items of chosen categories'));
    await user.click(screen.getByLabelText('Cocktails'));
    expect(toRuleBody(latest)).toMatchObject({ name: 'Bar VAT', rate: 20, categoryIds: [2] });
    expect(screen.getByText('Bar VAT (20%)')).toBeTruthy();
    expect(screen.getByText('₹1,200.00')).toBeTruthy();

    await user.click(screen.getByLabelText('Already included in the menu prices'));
    expect(screen.getByText('Bar VAT (20% incl.)')).toBeTruthy();
    expect(screen.getAllByText('₹1,000.00').length).toBeGreaterThan(0);
    // Typing key by key is slow on a busy machine.
  }, 30_000);

  it('asks for an amount instead of a rate for a fixed amount, which cannot be inside the prices', async () => {
    const user = userEvent.setup();
    render(<Form />);
    await user.click(screen.getByLabelText('Fixed amount'));
    expect(screen.getByLabelText('Amount per bill (₹)')).toBeTruthy();
    expect(screen.queryByLabelText('Rate (%)')).toBeNull();
    expect(screen.queryByLabelText('Already included in the menu prices')).toBeNull();
  });
});
