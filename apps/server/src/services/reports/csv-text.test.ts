import { describe, expect, it } from 'vitest';
import { toCsv } from './csv-text';

describe('toCsv', () => {
  it('escapes, guards formulas and writes amounts with 2 decimals', () => {
    const text = toCsv(
      ['Name', 'Qty', 'Amount'],
      [
        ['Tea, "special"', 2, { amount: 12.5 }],
        ['=HYPERLINK("x")', 1, { amount: -0.3 }],
        ['Two\nlines', null, { amount: 1000 }],
      ],
    );
    expect(text).toBe(
      'Name,Qty,Amount\r\n"Tea, ""special""",2,12.50\r\n"\'=HYPERLINK(""x"")",1,-0.30\r\n"Two\nlines",,1000.00\r\n',
    );
  });
});
