import { describe, expect, it } from 'vitest';
import { tableLabel } from './table-label';

describe('tableLabel', () => {
  it('names one numbered table', () => {
    expect(tableLabel(['3'])).toBe('Table 3');
    expect(tableLabel(['T4'])).toBe('Table T4');
  });

  it('joins the tables of a party seated at several', () => {
    expect(tableLabel(['3', '4'])).toBe('Tables 3 + 4');
  });

  it('keeps a named table as it is', () => {
    expect(tableLabel(['Patio'])).toBe('Patio');
    expect(tableLabel(['3', 'Patio'])).toBe('Table 3 + Patio');
  });
});
