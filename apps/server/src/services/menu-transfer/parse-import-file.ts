// Any import file into the one normalised menu: the JSON export, the XLSX template, the
// template's CSV tables (one file per table, several files in one upload), or Square's Item
// Library CSV (recognised by its header). Collects every problem; nothing here touches the db.
import {
  type ImportFileKind,
  MENU_EXPORT_FORMAT,
  type TImportError,
  ZMenuExport,
} from '@tableside/shared/contract/menu-transfer';
import { type ItemOrigin, jsonOrigin } from './menu-origin';
import {
  addTemplateCsv,
  emptyTables,
  readCsvRecords,
  readWorkbook,
} from './spreadsheet/read-tables';
import { type ParsedMenu, tablesToMenu, withCategories } from './spreadsheet/tables-to-menu';
import { isSquareHeader, parseSquareCsv } from './square/square-csv';

export interface UploadedFile {
  filename: string;
  data: Buffer;
}

export interface ParsedImport extends ParsedMenu {
  kind: ImportFileKind;
  warnings: string[];
}

const fileError = (message: string): TImportError => ({ sheet: null, row: null, message });

export function parseJsonImport(body: unknown): ParsedImport {
  const base = { kind: 'json' as const, warnings: [], origins: [] as ItemOrigin[] };
  const empty = ZMenuExport.parse({
    format: MENU_EXPORT_FORMAT,
    version: 1,
    categories: [],
    items: [],
  });
  if (
    typeof body !== 'object' ||
    body === null ||
    (body as { format?: unknown }).format !== MENU_EXPORT_FORMAT
  ) {
    return {
      ...base,
      menu: empty,
      errors: [fileError(`The JSON is not a menu export (format must be '${MENU_EXPORT_FORMAT}')`)],
    };
  }
  const parsed = ZMenuExport.safeParse(body);
  if (!parsed.success) {
    const errors = parsed.error.issues.slice(0, 200).map((issue) => {
      const path = issue.path
        .map((p, i) => (typeof p === 'number' ? `[${p}]` : `${i === 0 ? '' : '.'}${String(p)}`))
        .join('');
      return fileError(`${path || 'document'}: ${issue.message}`);
    });
    return { ...base, menu: empty, errors };
  }
  // Items may name a category the list leaves out: it is created like the listed ones.
  const named = withCategories(parsed.data.items).categories;
  const listed = new Set(
    parsed.data.categories.map((c) => `${c.tab}\u0000${c.name}`.toLowerCase()),
  );
  const menu = {
    ...parsed.data,
    categories: [
      ...parsed.data.categories.map((c) => ({
        ...c,
        subCategories: uniqueNames([
          ...c.subCategories,
          ...(named.find((n) => n.tab === c.tab && n.name.toLowerCase() === c.name.toLowerCase())
            ?.subCategories ?? []),
        ]),
      })),
      ...named.filter((c) => !listed.has(`${c.tab}\u0000${c.name}`.toLowerCase())),
    ],
  };
  return {
    ...base,
    menu,
    origins: menu.items.map((item, i) =>
      jsonOrigin(i, item.sizes.length, item.addOnGroup?.addOns.length ?? 0),
    ),
    errors: [],
  };
}

const uniqueNames = (list: { name: string }[]) =>
  list.filter((x, i) => list.findIndex((y) => y.name.toLowerCase() === x.name.toLowerCase()) === i);

const isZip = (data: Buffer) => data.length > 4 && data[0] === 0x50 && data[1] === 0x4b;

export async function parseUploadedFiles(files: UploadedFile[]): Promise<ParsedImport> {
  const tables = emptyTables();
  const errors: TImportError[] = [];
  let kind: ImportFileKind = 'csv';
  let square: string[][] | null = null;
  if (files.length === 0) errors.push(fileError('Choose a file to import'));
  for (const file of files) {
    if (isZip(file.data)) {
      kind = 'xlsx';
      const read = await readWorkbook(file.data);
      errors.push(...read.errors);
      for (const sheet of ['items', 'sizes', 'addons'] as const) {
        if (read.tables[sheet].length > 0) tables[sheet] = read.tables[sheet];
      }
      continue;
    }
    const records = readCsvRecords(file.data.toString('utf8'));
    const header = records?.[0];
    if (!records || !header) {
      errors.push(fileError(`${file.filename}: not an XLSX workbook or a CSV file`));
    } else if (isSquareHeader(header)) {
      kind = 'square';
      square = records;
    } else if (!addTemplateCsv(tables, records)) {
      errors.push(
        fileError(
          `${file.filename}: the header row is neither the template's (Items, Sizes or AddOns) nor Square's item export`,
        ),
      );
    }
  }
  if (square && files.length > 1) errors.push(fileError('Import a Square export on its own'));
  if (square) {
    const parsed = parseSquareCsv(square);
    return { ...parsed, kind, errors: [...errors, ...parsed.errors] };
  }
  const parsed = tablesToMenu(tables);
  return { ...parsed, kind, warnings: [], errors: [...errors, ...parsed.errors] };
}
