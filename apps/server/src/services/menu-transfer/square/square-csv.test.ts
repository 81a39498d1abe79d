import { describe, expect, it } from 'vitest';
import { readCsvRecords } from '../spreadsheet/read-tables';
import { isSquareHeader, parseSquareCsv } from './square-csv';

const HEADER =
  'Token,Item Name,Variation Name,SKU,Description,Category,Price,Archived,Sellable,Contains Alcohol,Option Value 1,Modifier Set - Extras';

function parse(...rows: string[]) {
  const records = readCsvRecords([HEADER, ...rows].join('\n'));
  if (!records) throw new Error('not csv');
  return parseSquareCsv(records);
}

describe("Square's item library CSV", () => {
  it('is recognised by its header', () => {
    expect(isSquareHeader(HEADER.split(','))).toBe(true);
    expect(isSquareHeader(['Tab', 'Category', 'Item', 'Food type'])).toBe(false);
  });

  it('makes one item per name and category, its variations the sizes (the first the default)', () => {
    const { menu, errors, origins } = parse(
      'A1,Latte,Small,L-S,Milky,Coffee,150.00,N,Y,N,,N',
      'A2,Latte,Large,L-L,Milky,Coffee,190.00,N,Y,N,,Y',
      'A3,IPA,,IPA-1,Hoppy,,400,N,Y,Y,Pint,N',
    );
    expect(errors).toEqual([]);
    expect(
      menu.items.map((i) => [
        i.tab,
        i.category,
        i.name,
        i.sizes.map((s) => [s.name, s.price, s.isDefault]),
      ]),
    ).toEqual([
      [
        'EAT',
        'Coffee',
        'Latte',
        [
          ['Small', 150, true],
          ['Large', 190, false],
        ],
      ],
      ['DRINK', 'Uncategorised', 'IPA', [['Pint', 400, true]]],
    ]);
    expect(menu.items[1]?.isAlcoholic).toBe(true);
    expect(origins[0]?.sizes.map((s) => s.label)).toEqual(['Square CSV row 2', 'Square CSV row 3']);
  });

  it('leaves out archived rows, warns of modifier sets, and refuses variable prices by row', () => {
    const { menu, errors, warnings } = parse(
      'A1,Latte,Small,,,Coffee,150,N,Y,N,,Y',
      'A2,Old Latte,Small,,,Coffee,150,Y,Y,N,,N',
      'A3,Market Fish,Regular,,,Mains,variable,N,Y,N,,N',
      'A4,Tea,Regular,,,Coffee,abc,N,Y,N,,N',
    );
    expect(menu.items.map((i) => i.name)).not.toContain('Old Latte');
    expect(errors.map((e) => e.message)).toEqual([
      'Square CSV row 4: Price is required (variable prices cannot be ordered from a menu)',
      'Square CSV row 5: Price must be a number',
    ]);
    expect(warnings.join('\n')).toMatch(/Square modifier set 'Extras' \(on 1 rows\)/);
    expect(warnings.join('\n')).toMatch(/1 archived or unsellable Square rows were left out/);
  });
});
