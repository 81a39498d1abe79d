// Files into the template's tables: an XLSX workbook (sheets Items, Sizes, AddOns) or CSV
// files, each one table recognised by its header row. Row numbers are the file's own
// (header = row 1), as a person sees them in a spreadsheet program.
import type { TImportError } from '@tableside/shared/contract/menu-transfer';
import { parse } from 'csv-parse/sync';
import type ExcelJS from 'exceljs';
import {
  type MenuTables,
  SHEETS,
  type SheetId,
  type SheetRow,
  sheetOfHeader,
} from '../template-columns';

export const emptyTables = (): MenuTables => ({ items: [], sizes: [], addons: [] });

function rowsOf(header: string[], body: { row: number; values: string[] }[]): SheetRow[] {
  return body
    .filter(({ values }) => values.some((v) => v.trim() !== ''))
    .map(({ row, values }) => ({
      row,
      cells: Object.fromEntries(header.map((name, i) => [name.trim(), values[i] ?? ''])),
    }));
}

/** A cell of exceljs as the text a person sees (numbers, rich text, formulas' results). */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') {
    if (value instanceof Date) return value.toISOString();
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('text' in value) return String(value.text);
    return '';
  }
  return String(value);
}

export async function readWorkbook(
  buffer: Buffer,
): Promise<{ tables: MenuTables; errors: TImportError[] }> {
  // Loaded on first use: exceljs and its zip reader hold ~30 MB a server mostly never needs.
  const { default: Excel } = await import('exceljs');
  const workbook = new Excel.Workbook();
  const tables = emptyTables();
  const errors: TImportError[] = [];
  try {
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  } catch {
    return {
      tables,
      errors: [{ sheet: null, row: null, message: 'The file is not a readable XLSX workbook' }],
    };
  }
  for (const id of Object.keys(SHEETS) as SheetId[]) {
    const sheet = workbook.worksheets.find(
      (ws) => ws.name.trim().toLowerCase() === SHEETS[id].toLowerCase(),
    );
    if (!sheet) {
      if (id !== 'addons') {
        errors.push({
          sheet: SHEETS[id],
          row: null,
          message: `The workbook has no ${SHEETS[id]} sheet`,
        });
      }
      continue;
    }
    const lines: { row: number; values: string[] }[] = [];
    sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
      const values: string[] = [];
      for (let c = 1; c <= sheet.columnCount; c += 1) values.push(cellText(row.getCell(c).value));
      lines.push({ row: rowNumber, values });
    });
    const [header, ...body] = lines;
    if (header) tables[id] = rowsOf(header.values, body);
  }
  return { tables, errors };
}

/** A CSV file's records (header first); null when it is not CSV at all. */
export function readCsvRecords(text: string): string[][] | null {
  try {
    return parse(text.replace(/^\uFEFF/, ''), {
      relax_column_count: true,
      skip_empty_lines: false,
    }) as string[][];
  } catch {
    return null;
  }
}

/** Adds one template CSV (any of the three tables) to `tables`; false when its header is not ours. */
export function addTemplateCsv(tables: MenuTables, records: string[][]): boolean {
  const [header, ...body] = records;
  const sheet = header ? sheetOfHeader(header) : null;
  if (!header || !sheet) return false;
  tables[sheet] = rowsOf(
    header,
    body.map((values, i) => ({ row: i + 2, values })),
  );
  return true;
}
