// Square's Item Library CSV export (Items > Item library > Actions > Export library > CSV):
// one row per variation with the columns 'Token', 'Item Name', 'Variation Name', 'SKU',
// 'Description', 'Category' (newer exports: 'Categories' / 'Reporting Category'), 'Price',
// 'Archived', 'Sellable', 'Contains Alcohol', 'Option Value 1', per-location columns and a
// 'Modifier Set - <name>' column per modifier set. Variations become sizes; an item with
// alcohol goes to the Drink tab, others to Eat. The export carries no modifier prices, so
// modifier sets are reported as warnings, not guessed.
import type { TImportError, TMenuExportItem } from '@tableside/shared/contract/menu-transfer';
import { type ItemOrigin, importError, sheetRow } from '../menu-origin';
import { type ParsedMenu, withCategories } from '../spreadsheet/tables-to-menu';

export const SQUARE_SHEET = 'Square CSV';
const UNCATEGORISED = 'Uncategorised';

/** Square's export names its variation rows by these three columns. */
export function isSquareHeader(header: readonly string[]): boolean {
  const names = new Set(header.map((h) => h.trim().toLowerCase()));
  return ['token', 'item name', 'variation name'].every((n) => names.has(n));
}

const yes = (cell: string | undefined) =>
  ['y', 'yes', 'true'].includes((cell ?? '').trim().toLowerCase());

export function parseSquareCsv(records: string[][]): ParsedMenu & { warnings: string[] } {
  const [header = [], ...body] = records;
  const col = new Map(header.map((name, i) => [name.trim().toLowerCase(), i]));
  const errors: TImportError[] = [];
  const items: TMenuExportItem[] = [];
  const origins: ItemOrigin[] = [];
  const indexOf = new Map<string, number>();
  const modifierSets = new Map<string, number>();
  let skipped = 0;

  body.forEach((values, i) => {
    const rowNumber = i + 2;
    const cell = (name: string) => (values[col.get(name.toLowerCase()) ?? -1] ?? '').trim();
    if (values.every((v) => v.trim() === '')) return;
    const where = sheetRow(SQUARE_SHEET, rowNumber);
    const fail = (message: string) => errors.push(importError(where, message));
    if (yes(cell('Archived')) || cell('Sellable').toLowerCase() === 'n') {
      skipped += 1;
      return;
    }
    const name = cell('Item Name');
    if (!name) {
      fail('Item Name is required');
      return;
    }
    const category =
      cell('Category') ||
      cell('Categories').split(',')[0]?.trim() ||
      cell('Reporting Category') ||
      UNCATEGORISED;
    const priceCell = cell('Price')
      .replace(/^[₹$€£]\s*/, '')
      .replaceAll(',', '');
    const price = Number(priceCell);
    if (priceCell === '' || priceCell.toLowerCase() === 'variable') {
      fail('Price is required (variable prices cannot be ordered from a menu)');
    } else if (!Number.isFinite(price)) {
      fail('Price must be a number');
    }
    header.forEach((column, c) => {
      const set = /^modifier set - (.+)$/i.exec(column.trim())?.[1];
      if (set && yes(values[c])) modifierSets.set(set, (modifierSets.get(set) ?? 0) + 1);
    });
    const key = `${category}\u0000${name}`.toLowerCase();
    let index = indexOf.get(key);
    if (index === undefined) {
      index = items.length;
      indexOf.set(key, index);
      const alcoholic = yes(cell('Contains Alcohol'));
      origins.push({ item: where, sizes: [], addOns: [] });
      items.push({
        tab: alcoholic ? 'DRINK' : 'EAT',
        category,
        subCategory: null,
        name,
        description: cell('Description'),
        foodType: null,
        isAlcoholic: alcoholic,
        calories: null,
        tags: [],
        allergens: [],
        sizes: [],
        addOnGroup: null,
        instructions: [],
        recommendations: [],
        imageKey: null,
      });
    }
    const item = items[index];
    if (!item || !Number.isFinite(price) || priceCell === '') return;
    const size = cell('Variation Name') || cell('Option Value 1') || 'Regular';
    item.sizes.push({
      name: size,
      isDefault: item.sizes.length === 0,
      defaultPrice: price,
      price,
      available: true,
    });
    origins[index]?.sizes.push(where);
  });

  const warnings = [...modifierSets].map(
    ([set, count]) =>
      `Square modifier set '${set}' (on ${count} rows) is not in Square's item export: add its add-ons in the AddOns sheet or the menu editor`,
  );
  if (skipped > 0) warnings.push(`${skipped} archived or unsellable Square rows were left out`);
  if (items.length > 0) {
    warnings.push(
      'Square has no food type: items were imported without one; set Veg / Non-veg in the menu editor',
    );
  }
  return { menu: withCategories(items), origins, errors, warnings };
}
