// The import use case: check the parsed file, diff it against the branch's menu, and (unless
// a dry run) apply it in ONE transaction with one audit record of the import. Any error in
// the file refuses the whole import (400 with every error) before anything is written.
import type {
  TImportDiff,
  TImportError,
  TMenuImportQuery,
} from '@tableside/shared/contract/menu-transfer';
import { AppError } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import type { CatalogueScope } from '../catalogue/catalogue-scope';
import { EventBatch } from '../staff/event-batch';
import type { StaffDeps } from '../staff/staff-deps';
import { applyImport } from './apply-import';
import { diffMenus } from './diff-menu';
import type { ParsedImport } from './parse-import-file';
import { readBranchMenu } from './read-branch-menu';
import { resolveImportImages } from './resolve-images';
import { validateMenu } from './validate-menu';

/** 400 with every problem of the file. */
export class ImportRejectedError extends AppError {
  readonly errors: TImportError[];

  constructor(errors: TImportError[]) {
    const first = errors[0]?.message ?? 'The file cannot be imported';
    super('BAD_REQUEST', errors.length > 1 ? `${first} (and ${errors.length - 1} more)` : first);
    this.errors = errors;
  }
}

export async function importMenu(
  deps: StaffDeps,
  scope: CatalogueScope,
  parsed: ParsedImport,
  query: TMenuImportQuery,
): Promise<TImportDiff> {
  if (parsed.errors.length > 0) throw new ImportRejectedError(parsed.errors);
  const { menu } = parsed;
  // A JSON export is the whole menu; a spreadsheet may be a part of it unless told otherwise.
  const archiveMissing = parsed.kind === 'json' || query.archiveMissing;
  const batch = new EventBatch();

  const diff = await deps.db.transaction(async (tx) => {
    const keys = menu.items.flatMap((item) => (item.imageKey ? [item.imageKey] : []));
    const { images, warnings } = await resolveImportImages(tx, scope.tenantId, keys, !query.dryRun);
    for (const item of menu.items) {
      if (item.imageKey && !images.has(item.imageKey)) item.imageKey = null;
    }
    const current = await readBranchMenu(tx, scope.tenantId, scope.branchId);
    // A JSON export names all its recommendations; a sheet may name items already on the menu.
    const onMenu = parsed.kind === 'json' ? [] : current.menu.items.map((item) => item.name);
    const errors = validateMenu(menu, parsed.origins, onMenu);
    if (errors.length > 0) throw new ImportRejectedError(errors);
    const plan = diffMenus(current.menu, menu, parsed.origins, archiveMissing);
    const answer: TImportDiff = {
      kind: parsed.kind,
      dryRun: query.dryRun,
      applied: !query.dryRun,
      ...plan.diff,
      warnings: [...parsed.warnings, ...warnings],
    };
    if (query.dryRun) return answer;
    await applyImport(tx, {
      scope,
      incoming: menu,
      plan,
      productOf: current.productOf,
      images,
      batch,
    });
    await writeAudit(tx, {
      tenantId: scope.tenantId,
      staffUserId: scope.staffUserId,
      action: 'menu.import',
      entity: 'branch',
      entityId: scope.branchId,
      detail: { kind: parsed.kind, counts: answer.counts, archiveMissing },
    });
    return answer;
  });
  batch.publishTo(deps.publisher);
  return diff;
}
