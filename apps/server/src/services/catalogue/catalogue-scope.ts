// What every catalogue write and read is scoped by, and the errors they share.
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

/** 400 naming the field, the way the edge's zod errors read ("categoryId: no such category"). */
export const fieldError = (field: string, message: string) =>
  new AppError('BAD_REQUEST', `${field}: ${message}`);
