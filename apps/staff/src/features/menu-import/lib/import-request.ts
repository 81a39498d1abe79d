import { CATALOGUE_ROUTES } from '@tableside/shared/contract/catalogue-extras';

// How the chosen files travel: a JSON export as the JSON body (the server's schema reads it
// whole); spreadsheets and Square CSVs as multipart, several template CSVs in one upload.

export const ACCEPTED_FILES = '.json,.xlsx,.csv,application/json,text/csv';

export const isJsonFile = (file: File) =>
  file.name.toLowerCase().endsWith('.json') || file.type === 'application/json';

export function importUrl(branchId: number, opts: { dryRun: boolean; archiveMissing: boolean }) {
  const query = new URLSearchParams({
    dryRun: String(opts.dryRun),
    archiveMissing: String(opts.archiveMissing),
  });
  return `${CATALOGUE_ROUTES.menuImport.replace(':branchId', String(branchId))}?${query}`;
}

export async function importBody(files: File[]): Promise<{ body: BodyInit; json: boolean }> {
  const first = files[0];
  if (files.length === 1 && first && isJsonFile(first)) {
    return { body: await first.text(), json: true };
  }
  const form = new FormData();
  for (const file of files) form.append('file', file, file.name);
  return { body: form, json: false };
}

/** Which files can go together: one JSON or workbook alone, or up to three CSVs. */
export function checkSelection(files: File[]): string | null {
  if (files.length === 0) return 'Choose a file to import';
  if (files.length > 3) return 'Choose at most three files (the Items, Sizes and AddOns CSVs)';
  const kinds = files.map((f) => f.name.toLowerCase().split('.').pop() ?? '');
  if (files.length > 1 && kinds.some((k) => k !== 'csv')) {
    return 'Several files can only be the template CSVs; import a JSON or XLSX file on its own';
  }
  if (kinds.some((k) => !['json', 'xlsx', 'csv'].includes(k))) {
    return 'Choose a JSON export, an XLSX workbook or CSV files';
  }
  return null;
}
