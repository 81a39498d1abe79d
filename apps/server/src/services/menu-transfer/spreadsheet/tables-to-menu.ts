// The template's three tables (from XLSX or CSV) into the normalised menu, with the row of
// every item, size and add-on for error messages. Cell-level problems (not a number, an
// unknown allergen, a size of an item not on the Items sheet) are reported here; the rules of
// an item (one default size, min <= max, 2 decimals) are checked later for every file kind.
import {
  MENU_EXPORT_FORMAT,
  MENU_EXPORT_VERSION,
  type TImportError,
  type TMenuExport,
  type TMenuExportItem,
} from '@tableside/shared/contract/menu-transfer';
import { ALLERGEN_LABELS, ALLERGENS, type Allergen } from '@tableside/shared/domain/allergens';
import { FOOD_TYPES, type FoodType, MENU_TABS, type MenuTab } from '@tableside/shared/domain/enums';
import { type ItemOrigin, importError, sheetRow, type Where } from '../menu-origin';
import { itemKey } from '../read-branch-menu';
import { type MenuTables, SHEETS, type SheetRow, splitList } from '../template-columns';
import { FOOD_TYPE_LABELS } from './menu-to-tables';

export interface ParsedMenu {
  menu: TMenuExport;
  origins: ItemOrigin[];
  errors: TImportError[];
}

const norm = (s: string) =>
  s
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '');

function lookup<T extends string>(values: readonly T[], labels: Record<T, string>, cell: string) {
  const wanted = norm(cell);
  return values.find((v) => norm(v) === wanted || norm(labels[v]) === wanted);
}

/** Reads one row's cells, collecting a message per bad cell. */
class RowReader {
  constructor(
    private readonly row: SheetRow,
    readonly where: Where,
    private readonly errors: TImportError[],
  ) {}

  text(column: string): string {
    return (this.row.cells[column] ?? '').trim();
  }

  fail(message: string) {
    this.errors.push(importError(this.where, message));
  }

  required(column: string): string {
    const value = this.text(column);
    if (!value) this.fail(`${column} is required`);
    return value;
  }

  bool(column: string, fallback: boolean): boolean {
    const value = this.text(column).toLowerCase();
    if (value === '') return fallback;
    if (['yes', 'y', 'true', '1'].includes(value)) return true;
    if (['no', 'n', 'false', '0'].includes(value)) return false;
    this.fail(`${column} must be yes or no`);
    return fallback;
  }

  number(column: string, fallback: number | null): number | null {
    const value = this.text(column)
      .replace(/^[₹$€£]\s*/, '')
      .replaceAll(',', '');
    if (value === '') return fallback;
    const n = Number(value);
    if (!Number.isFinite(n)) {
      this.fail(`${column} must be a number`);
      return fallback;
    }
    return n;
  }

  int(column: string, fallback: number | null): number | null {
    const n = this.number(column, fallback);
    if (n !== null && !Number.isInteger(n)) {
      this.fail(`${column} must be a whole number`);
      return fallback;
    }
    return n;
  }
}

export function tablesToMenu(tables: MenuTables): ParsedMenu {
  const errors: TImportError[] = [];
  const items: TMenuExportItem[] = [];
  const origins: ItemOrigin[] = [];
  const indexOf = new Map<string, number>();
  const sheetKey = (r: RowReader) =>
    [r.text('Category'), r.text('Sub-category'), r.text('Item')].join('\u0000').toLowerCase();

  for (const row of tables.items) {
    const r = new RowReader(row, sheetRow(SHEETS.items, row.row), errors);
    const tabCell = r.text('Tab');
    const tab = tabCell
      ? MENU_TABS.find((t) => t === tabCell.toUpperCase())
      : ('EAT' satisfies MenuTab);
    if (!tab) r.fail(`Tab must be one of ${MENU_TABS.join(', ')}`);
    const category = r.required('Category');
    const name = r.required('Item');
    const foodCell = r.text('Food type');
    const foodType = foodCell ? lookup<FoodType>(FOOD_TYPES, FOOD_TYPE_LABELS, foodCell) : null;
    if (foodType === undefined)
      r.fail('Food type must be Vegetarian, Non-vegetarian or Eggetarian');
    const allergens = (['Contains allergens', 'May contain allergens'] as const).flatMap((column) =>
      splitList(r.text(column), ',').flatMap((cell) => {
        const allergen = lookup<Allergen>(ALLERGENS, ALLERGEN_LABELS, cell);
        if (!allergen) {
          r.fail(`${column}: '${cell}' is not one of the 14 allergens`);
          return [];
        }
        const level = column === 'Contains allergens' ? 'CONTAINS' : 'MAY_CONTAIN';
        return [{ allergen, level } as const];
      }),
    );
    const min = r.int('Add-ons min', 0) ?? 0;
    const max = r.int('Add-ons max', 0) ?? 0;
    const hasGroup = r.text('Add-ons min') !== '' || r.text('Add-ons max') !== '';
    if (!tab || !category || !name) continue;
    const key = sheetKey(r);
    const earlier = indexOf.get(key);
    if (earlier !== undefined) {
      r.fail(`${name} is already in ${category} (${origins[earlier]?.item.label})`);
      continue;
    }
    indexOf.set(key, items.length);
    origins.push({ item: r.where, sizes: [], addOns: [] });
    items.push({
      tab,
      category,
      subCategory: r.text('Sub-category') || null,
      name,
      description: r.text('Description'),
      foodType: foodType ?? null,
      isAlcoholic: r.bool('Alcoholic', false),
      calories: r.int('Calories', null),
      tags: splitList(r.text('Tags'), ','),
      // In the catalogue's order (contains and may-contain come from two columns).
      allergens: allergens.sort(
        (a, b) => ALLERGENS.indexOf(a.allergen) - ALLERGENS.indexOf(b.allergen),
      ),
      sizes: [],
      addOnGroup: hasGroup ? { min, max, addOns: [] } : null,
      instructions: splitList(r.text('Instructions'), '|'),
      recommendations: splitList(r.text('Recommendations'), '|'),
      imageKey: r.text('Image key') || null,
    });
  }

  const owner = (r: RowReader): number | undefined => {
    const index = indexOf.get(sheetKey(r));
    if (index === undefined && r.text('Item')) {
      r.fail(`no item '${r.text('Item')}' in '${r.text('Category')}' on the Items sheet`);
    }
    return index;
  };

  for (const row of tables.sizes) {
    const r = new RowReader(row, sheetRow(SHEETS.sizes, row.row), errors);
    const name = r.required('Size');
    r.required('Item');
    const defaultPrice = r.number('Default price', null);
    if (defaultPrice === null) r.fail('Default price is required');
    const price = r.number('Branch price', defaultPrice);
    const isDefault = r.bool('Default', false);
    const available = r.bool('Available', true);
    const index = owner(r);
    const item = index === undefined ? undefined : items[index];
    if (!item || !name || defaultPrice === null) continue;
    item.sizes.push({ name, isDefault, defaultPrice, price: price ?? defaultPrice, available });
    origins[index as number]?.sizes.push(r.where);
  }

  for (const row of tables.addons) {
    const r = new RowReader(row, sheetRow(SHEETS.addons, row.row), errors);
    const name = r.required('Add-on');
    r.required('Item');
    const price = r.number('Price', 0) ?? 0;
    const autoSelect = r.bool('Auto-select', false);
    const index = owner(r);
    const item = index === undefined ? undefined : items[index];
    if (!item || !name) continue;
    item.addOnGroup ??= { min: 0, max: 0, addOns: [] };
    item.addOnGroup.addOns.push({ name, price, autoSelect });
    origins[index as number]?.addOns.push(r.where);
  }

  // A sheet without a 'Default' mark makes the first size the default, as a person would read it.
  for (const item of items) {
    const first = item.sizes[0];
    if (first && !item.sizes.some((s) => s.isDefault)) first.isDefault = true;
  }

  return { menu: withCategories(items), origins, errors };
}

/** The categories the items name, in the order they first appear. */
export function withCategories(items: TMenuExportItem[]): TMenuExport {
  const categories: TMenuExport['categories'] = [];
  const seen = new Map<string, TMenuExport['categories'][number]>();
  for (const item of items) {
    const topKey = itemKey({ tab: item.tab, category: item.category, subCategory: null, name: '' });
    let top = seen.get(topKey);
    if (!top) {
      top = { tab: item.tab, name: item.category, subCategories: [] };
      seen.set(topKey, top);
      categories.push(top);
    }
    const sub = item.subCategory;
    if (sub && !top.subCategories.some((s) => s.name.toLowerCase() === sub.toLowerCase())) {
      top.subCategories.push({ name: sub });
    }
  }
  return { format: MENU_EXPORT_FORMAT, version: MENU_EXPORT_VERSION, categories, items };
}
