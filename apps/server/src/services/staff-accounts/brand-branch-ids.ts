import { asc, eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { branches } from '../../db/schema/index';
import { badRequest } from '../../lib/app-error';

/** Every branch of the brand: an owner's scope. */
export async function brandBranchIds(tx: Transaction, tenantId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: branches.id })
    .from(branches)
    .where(eq(branches.tenantId, tenantId))
    .orderBy(asc(branches.id));
  return rows.map((r) => r.id);
}

/**
 * The branches an account of this role works at: every branch for an owner (he acts in the
 * whole brand), else the ones asked for, which must all be the brand's.
 */
export async function branchScopeFor(
  tx: Transaction,
  tenantId: number,
  role: string,
  asked: number[],
): Promise<number[]> {
  const all = await brandBranchIds(tx, tenantId);
  if (role === 'OWNER') return all;
  const unique = [...new Set(asked)].sort((a, b) => a - b);
  if (unique.length === 0) throw badRequest('branchIds: pick at least one branch');
  if (unique.some((id) => !all.includes(id))) {
    throw badRequest('branchIds: every branch must be one of this brand');
  }
  return unique;
}
