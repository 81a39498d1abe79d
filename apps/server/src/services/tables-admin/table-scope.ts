// What every tables use case is scoped by, and the errors they share.
import { TABLE_CONFLICT_MESSAGE } from '@tableside/shared/contract/tables-admin';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { VersionConflictError } from '../../lib/version-conflict-error';

/**
 * The brand and branch whose tables are edited, who edits (audit trail) and the origin the
 * tables' links start with (PUBLIC_URL, or the request's origin when it is not set).
 */
export interface TableScope {
  tenantId: number;
  branchId: number;
  staffUserId: number;
  publicUrl: string;
}

export interface TablesDeps {
  db: Database;
}

export const staleVersion = () => new VersionConflictError(TABLE_CONFLICT_MESSAGE);

/** 400 naming the field, the way the edge's zod errors read. */
export const fieldError = (field: string, message: string) =>
  new AppError('BAD_REQUEST', `${field}: ${message}`);

export function auditTables(
  tx: Database,
  scope: TableScope,
  entry: {
    action: string;
    entity: 'table' | 'tableArea' | 'branch';
    entityId: number;
    detail: Record<string, unknown>;
  },
) {
  return writeAudit(tx, {
    tenantId: scope.tenantId,
    staffUserId: scope.staffUserId,
    ...entry,
    detail: { branchId: scope.branchId, ...entry.detail },
  });
}
