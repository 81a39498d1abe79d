import {
  BRANCH_CONFLICT_MESSAGE,
  SHORT_NAME_TAKEN_MESSAGE,
  type TAdminBranch,
} from '@tableside/shared/contract/branch-admin';
import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { branches } from '../../db/schema/index';
import { AppError, notFound } from '../../lib/app-error';
import { VersionConflictError } from '../../lib/version-conflict-error';
import { isUniqueViolation } from '../staff/unique-violation';
import { readAdminBranch } from './read-admin-branches';

/** 409 naming the field when another branch of the brand has this short name. */
export async function assertShortNameFree(
  tx: Database,
  tenantId: number,
  shortName: string,
  exceptId?: number,
): Promise<void> {
  const [taken] = await tx
    .select({ id: branches.id })
    .from(branches)
    .where(
      and(
        eq(branches.tenantId, tenantId),
        eq(branches.shortName, shortName),
        exceptId === undefined ? undefined : ne(branches.id, exceptId),
      ),
    );
  if (taken) throw new AppError('CONFLICT', SHORT_NAME_TAKEN_MESSAGE);
}

/** Two owners saving the same short name at once: the unique index decides, still a 409. */
export async function shortNameRace<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('CONFLICT', SHORT_NAME_TAKEN_MESSAGE);
    throw err;
  }
}

/** The branch under a row lock: 404 for another brand's, 409 when the save is stale. */
export async function lockBranch(
  tx: Database,
  tenantId: number,
  branchId: number,
  version: number,
): Promise<TAdminBranch> {
  const [row] = await tx
    .select({ id: branches.id })
    .from(branches)
    .where(and(eq(branches.id, branchId), eq(branches.tenantId, tenantId)))
    .for('update');
  if (!row) throw notFound('Branch');
  const current = await readAdminBranch(tx, tenantId, branchId);
  if (current.version !== version) throw new VersionConflictError(BRANCH_CONFLICT_MESSAGE);
  return current;
}
