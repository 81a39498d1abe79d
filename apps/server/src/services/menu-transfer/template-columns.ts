// The spreadsheet template: three tables (sheets of one XLSX, or three CSV files) keyed by
// category + sub-category + item name. Lists inside a cell: tags and allergens are separated
// by commas, instructions and recommendations by ' | ' (they may contain commas themselves).

export const SHEETS = {
  items: 'Items',
  sizes: 'Sizes',
  addons: 'AddOns',
} as const;
export type SheetId = keyof typeof SHEETS;

export const ITEM_COLUMNS = [
  'Tab',
  'Category',
  'Sub-category',
  'Item',
  'Description',
  'Food type',
  'Alcoholic',
  'Calories',
  'Tags',
  'Contains allergens',
  'May contain allergens',
  'Add-ons min',
  'Add-ons max',
  'Instructions',
  'Recommendations',
  'Image key',
] as const;

export const SIZE_COLUMNS = [
  'Category',
  'Sub-category',
  'Item',
  'Size',
  'Default',
  'Default price',
  'Branch price',
  'Available',
] as const;

export const ADDON_COLUMNS = [
  'Category',
  'Sub-category',
  'Item',
  'Add-on',
  'Price',
  'Auto-select',
] as const;

export const COLUMNS: Record<SheetId, readonly string[]> = {
  items: ITEM_COLUMNS,
  sizes: SIZE_COLUMNS,
  addons: ADDON_COLUMNS,
};

/** A data row of a sheet by column name, with its 1-based row number in the file. */
export interface SheetRow {
  row: number;
  cells: Record<string, string>;
}

export type MenuTables = Record<SheetId, SheetRow[]>;

/** Which template sheet a header row is, by its distinguishing columns; null when none. */
export function sheetOfHeader(header: readonly string[]): SheetId | null {
  const has = (name: string) => header.some((h) => h.trim().toLowerCase() === name.toLowerCase());
  if (has('Item') && has('Food type')) return 'items';
  if (has('Item') && has('Size')) return 'sizes';
  if (has('Item') && has('Add-on')) return 'addons';
  return null;
}

export const LIST_SEPARATOR = ' | ';
export const splitList = (cell: string, separator: ',' | '|') =>
  cell
    .split(separator)
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
