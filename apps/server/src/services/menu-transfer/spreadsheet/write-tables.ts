// The template's tables as files: one XLSX workbook (sheets Items, Sizes, AddOns) or one CSV
// per table. Prices are written as text with 2 decimals so no spreadsheet rounds them.
import type { TMenuExport } from '@tableside/shared/contract/menu-transfer';
import { stringify } from 'csv-stringify/sync';

import { COLUMNS, SHEETS, type SheetId } from '../template-columns';
import { menuToTables } from './menu-to-tables';

export async function writeWorkbook(menu: TMenuExport): Promise<Buffer> {
  const tables = menuToTables(menu);
  // Loaded on first use: exceljs holds ~30 MB a server mostly never needs.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Tableside';
  for (const id of Object.keys(SHEETS) as SheetId[]) {
    const sheet = workbook.addWorksheet(SHEETS[id], { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = COLUMNS[id].map((header) => ({
      header,
      key: header,
      width: Math.max(12, header.length + 2, header === 'Description' ? 48 : 0),
    }));
    sheet.getRow(1).font = { bold: true };
    for (const row of tables[id]) sheet.addRow(row);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export function writeCsv(menu: TMenuExport, sheet: SheetId): string {
  return stringify([[...COLUMNS[sheet]], ...menuToTables(menu)[sheet]]);
}
