// The catalogue's audit records: the history screen and undo read them back, so their shape is
// fixed here: detail = { before, after, undoOf? } with the editor's own view of the thing.
import type { TCatalogueCategory, TCatalogueItem } from '@tableside/shared/contract/catalogue';
import type { Database } from '../../db/client';
import { writeAudit } from '../../lib/audit';
import type { CatalogueScope } from './catalogue-scope';

export type CatalogueEntity = 'product' | 'category';
export type CatalogueSnapshot = TCatalogueItem | TCatalogueCategory;

export interface CatalogueAuditDetail {
  before: CatalogueSnapshot | null;
  after: CatalogueSnapshot | null;
  /** Set on a change that undid another (its audit id). */
  undoOf?: number;
}

/** Every catalogue action starts with this; history lists only these. */
export const CATALOGUE_ACTION_PREFIX = 'catalogue.';

export function auditCatalogue(
  tx: Database,
  scope: CatalogueScope,
  change: {
    action: string;
    entity: CatalogueEntity;
    entityId: number;
    before: CatalogueSnapshot | null;
    after: CatalogueSnapshot | null;
    undoOf?: number;
  },
): Promise<void> {
  const detail: CatalogueAuditDetail = { before: change.before, after: change.after };
  if (change.undoOf !== undefined) detail.undoOf = change.undoOf;
  return writeAudit(tx, {
    tenantId: scope.tenantId,
    staffUserId: scope.staffUserId,
    action: `${CATALOGUE_ACTION_PREFIX}${change.action}`,
    entity: change.entity,
    entityId: change.entityId,
    detail: { ...detail },
  });
}
