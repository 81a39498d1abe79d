import { describe, expect, it } from 'vitest';
import { ruleErrors, ruleValuesOf, toRuleBody, valuesAsBillRate } from './rule-form';
import { sampleBillRows } from './sample-bill';

const values = (patch: Partial<ReturnType<typeof ruleValuesOf>>) => ({
  ...ruleValuesOf(),
  name: 'Service charge',
  rate: '7.5',
  ...patch,
});

describe('the rule form', () => {
  it('names each field a save would refuse', () => {
    expect(ruleErrors(values({ name: ' ', rate: '7.555' }))).toEqual({
      name: 'Enter a name',
      rate: 'Enter a percentage above 0 and up to 100, at most 2 decimals',
    });
    expect(ruleErrors(values({ kind: 'FIXED', amount: '0' }))).toHaveProperty('amount');
    expect(ruleErrors(values({ allItems: false }))).toHaveProperty('categoryIds');
    expect(ruleErrors(values({}))).toEqual({});
  });

  it('sends a fixed amount without a rate and never inside the prices', () => {
    expect(toRuleBody(values({ kind: 'FIXED', amount: '49.50', inclusive: true }))).toEqual({
      name: 'Service charge',
      kind: 'FIXED',
      rate: 0,
      amount: 49.5,
      orderTypes: ['DINE_IN'],
      categoryIds: [],
      inclusive: false,
    });
  });
});

describe('the sample bill', () => {
  const text = (rows: ReturnType<typeof sampleBillRows>) =>
    rows.map((row) => `${row.label}: ${row.amount}`);

  it('bills ₹1,000 of items by the rules, with the form’s rule in it', () => {
    const service = valuesAsBillRate(values({}));
    const gst = valuesAsBillRate(values({ name: 'GST', rate: '5', inclusive: true }));
    expect(
      text(sampleBillRows({ charges: [service], taxes: [gst], rounding: 'RUPEE' }, null)),
    ).toEqual([
      'Discount: ₹0.00',
      'Sub Total: ₹1,000.00',
      'Service charge (7.5%): ₹75.00',
      'GST (5% incl.): ₹47.62',
      'Round Off: ₹0.00',
      'Total Payable: ₹1,075.00',
    ]);
  });

  it('leaves off a rule of other categories', () => {
    const bar = valuesAsBillRate(values({ name: 'Bar cess', allItems: false, categoryIds: [9] }));
    const rows = text(sampleBillRows({ charges: [bar], taxes: [], rounding: 'NONE' }, 3));
    expect(rows).not.toContain('Bar cess (7.5%): ₹75.00');
    expect(rows.at(-1)).toBe('Total Payable: ₹1,000.00');
  });
});
