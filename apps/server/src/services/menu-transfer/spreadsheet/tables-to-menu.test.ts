import { describe, expect, it } from 'vitest';
import { EXAMPLE_MENU } from '../examples/example-menu';
import { COLUMNS, type MenuTables, type SheetId } from '../template-columns';
import { validateMenu } from '../validate-menu';
import { menuToTables } from './menu-to-tables';
import { tablesToMenu } from './tables-to-menu';

/** The tables as a reader hands them over: cells by column, rows numbered from 2. */
function asSheets(tables: Record<SheetId, string[][]>): MenuTables {
  const sheet = (id: SheetId) =>
    tables[id].map((values, i) => ({
      row: i + 2,
      cells: Object.fromEntries(COLUMNS[id].map((column, c) => [column, values[c] ?? ''])),
    }));
  return { items: sheet('items'), sizes: sheet('sizes'), addons: sheet('addons') };
}

const row = (row: number, cells: Record<string, string>) => ({ row, cells });

describe('the spreadsheet template', () => {
  it('reads back exactly the menu it was written from', () => {
    const parsed = tablesToMenu(asSheets(menuToTables(EXAMPLE_MENU)));
    expect(parsed.errors).toEqual([]);
    expect(parsed.menu.items).toEqual(EXAMPLE_MENU.items);
    expect(parsed.menu.categories.map((c) => c.name)).toEqual(
      expect.arrayContaining(EXAMPLE_MENU.categories.map((c) => c.name)),
    );
    expect(validateMenu(parsed.menu, parsed.origins)).toEqual([]);
  });

  it('names the row and column of every bad cell', () => {
    const parsed = tablesToMenu({
      items: [
        row(2, {
          Tab: 'EAT',
          Category: 'Mains',
          Item: 'Thali',
          'Contains allergens': 'Milk, Nutz',
        }),
        row(3, { Tab: 'EAT', Category: 'Mains', Item: 'thali' }),
        row(4, { Tab: 'EAT', Category: '', Item: 'Soup', Alcoholic: 'maybe', Calories: '1.5' }),
      ],
      sizes: [
        row(2, { Category: 'Mains', Item: 'Thali', Size: 'Regular', 'Default price': '₹250' }),
      ],
      addons: [row(2, { Category: 'Mains', Item: 'Thali', 'Add-on': 'Papad', Price: 'free' })],
    });
    expect(parsed.errors.map((e) => e.message)).toEqual([
      "Items row 2: Contains allergens: 'Nutz' is not one of the 14 allergens",
      'Items row 3: thali is already in Mains (Items row 2)',
      'Items row 4: Category is required',
      'AddOns row 2: Price must be a number',
    ]);
    expect(parsed.errors[0]).toMatchObject({ sheet: 'Items', row: 2 });
    expect(parsed.menu.items[0]?.sizes[0]).toMatchObject({ defaultPrice: 250, isDefault: true });
  });

  it('checks the item rules with the row of the size or add-on at fault', () => {
    const parsed = tablesToMenu({
      items: [row(2, { Category: 'Mains', Item: 'Thali', 'Add-ons min': '2', 'Add-ons max': '1' })],
      sizes: [
        row(2, { Category: 'Mains', Item: 'Thali', Size: 'Regular', 'Default price': '250.555' }),
        row(3, { Category: 'Mains', Item: 'Thali', Size: 'regular', 'Default price': '300' }),
      ],
      addons: [row(2, { Category: 'Mains', Item: 'Thali', 'Add-on': 'Papad', Price: '10' })],
    });
    expect(parsed.errors).toEqual([]);
    expect(validateMenu(parsed.menu, parsed.origins).map((e) => e.message)).toEqual(
      expect.arrayContaining([
        'Sizes row 2: default price must have at most 2 decimals',
        'Sizes row 3: name is used twice',
        'Items row 2: addOnGroup.max must not be less than min',
      ]),
    );
  });
});
