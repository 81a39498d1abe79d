// What every catalogue write and read is scoped by, and the errors they share.
import type { TCatalogueCategory, TCatalogueItem } from '@tableside/shared/contract/catalogue';
import { CATALOGUE_CONFLICT_MESSAGE } from '@tableside/shared/contract/catalogue';
import { AppError } from '../../lib/app-error';

/**
 * The brand (tenant) whose catalogue is edited, the branch in the path (whose prices the
 * answers show and whose menu a new item joins) and who edits (for the audit trail; null for
 * the seed and the import CLI).
 */
export interface CatalogueScope {
  tenantId: number;
  branchId: number;
  staffUserId: number | null;
}

/** 409 carrying the thing as it is now, so the editor can show the other person's change. */
export class CatalogueConflictError extends AppError {
  readonly current: TCatalogueItem | TCatalogueCategory | undefined;

  constructor(current?: TCatalogueItem | TCatalogueCategory, message = CATALOGUE_CONFLICT_MESSAGE) {
    super('CONFLICT', message);
    this.current = current;
  }
}

/** 400 naming the field, the way the edge's zod errors read ("categoryId: no such category"). */
export const fieldError = (field: string, message: string) =>
  new AppError('BAD_REQUEST', `${field}: ${message}`);
