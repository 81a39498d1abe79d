// Where each part of a parsed menu came from in the file, so every error names its row:
// 'Sizes row 7: price must have at most 2 decimals' (spreadsheets) or
// 'items[3].sizes[0]: price must have at most 2 decimals' (JSON).
import type { TImportError } from '@tableside/shared/contract/menu-transfer';

export interface Where {
  sheet: string | null;
  row: number | null;
  /** How a message names the place: 'Sizes row 7', 'items[3]'. */
  label: string;
}

export interface ItemOrigin {
  item: Where;
  sizes: Where[];
  addOns: Where[];
}

export const sheetRow = (sheet: string, row: number): Where => ({
  sheet,
  row,
  label: `${sheet} row ${row}`,
});

export const jsonPath = (label: string): Where => ({ sheet: null, row: null, label });

/** JSON origins follow the document's own paths. */
export function jsonOrigin(index: number, sizes: number, addOns: number): ItemOrigin {
  const base = `items[${index}]`;
  return {
    item: jsonPath(base),
    sizes: Array.from({ length: sizes }, (_, i) => jsonPath(`${base}.sizes[${i}]`)),
    addOns: Array.from({ length: addOns }, (_, i) => jsonPath(`${base}.addOnGroup.addOns[${i}]`)),
  };
}

export function importError(where: Where, message: string): TImportError {
  return { sheet: where.sheet, row: where.row, message: `${where.label}: ${message}` };
}
