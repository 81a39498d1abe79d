// The export use case: the branch's menu (or the example template) as JSON, XLSX or one CSV
// table. JSON is the full, versioned document that imports back exactly; XLSX and CSV are
// the spreadsheet template owners edit by hand.
import type { TMenuExport, TMenuExportQuery } from '@tableside/shared/contract/menu-transfer';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { EXAMPLE_MENU } from './examples/example-menu';
import { readBranchMenu } from './read-branch-menu';
import { writeCsv, writeWorkbook } from './spreadsheet/write-tables';

export interface ExportFile {
  contentType: string;
  filename: string;
  body: string | Buffer;
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export async function exportMenu(
  deps: { db: Database; clock: Clock },
  scope: { tenantId: number; branchId: number },
  query: TMenuExportQuery,
): Promise<ExportFile> {
  const menu: TMenuExport = query.template
    ? EXAMPLE_MENU
    : { ...(await readBranchMenu(deps.db, scope.tenantId, scope.branchId)).menu };
  const day = deps.clock.now().toISOString().slice(0, 10);
  const base = query.template ? 'menu-template' : `menu-branch-${scope.branchId}-${day}`;
  if (query.format === 'xlsx') {
    return { contentType: XLSX_TYPE, filename: `${base}.xlsx`, body: await writeWorkbook(menu) };
  }
  if (query.format === 'csv') {
    return {
      contentType: 'text/csv; charset=utf-8',
      filename: `${base}-${query.sheet}.csv`,
      body: writeCsv(menu, query.sheet),
    };
  }
  const document: TMenuExport = { ...menu, exportedAt: deps.clock.now().toISOString() };
  return {
    contentType: 'application/json; charset=utf-8',
    filename: `${base}.json`,
    body: JSON.stringify(document, null, 2),
  };
}
