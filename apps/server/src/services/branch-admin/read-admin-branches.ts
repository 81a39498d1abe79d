import type { TAdminBranch } from '@tableside/shared/contract/branch-admin';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { branches, branchSettings } from '../../db/schema/index';

/** The brand's branches as the Branches page shows them (all, or only `ids`), by id. */
export async function readAdminBranches(
  db: Database,
  tenantId: number,
  ids?: number[],
): Promise<TAdminBranch[]> {
  const rows = await db
    .select({
      id: branches.id,
      name: branches.name,
      displayName: branches.displayName,
      shortName: branches.shortName,
      address: branches.address,
      timeZone: branchSettings.timeZone,
      currency: branches.currency,
      country: branches.country,
      termsText: branches.termsText,
      archivedAt: branches.archivedAt,
      version: branches.version,
    })
    .from(branches)
    .innerJoin(branchSettings, eq(branchSettings.branchId, branches.id))
    .where(and(eq(branches.tenantId, tenantId), ids ? inArray(branches.id, ids) : undefined))
    .orderBy(asc(branches.id));
  return rows.map(({ archivedAt, ...row }) => ({ ...row, archived: archivedAt !== null }));
}

export async function readAdminBranch(
  db: Database,
  tenantId: number,
  id: number,
): Promise<TAdminBranch> {
  const [branch] = await readAdminBranches(db, tenantId, [id]);
  if (!branch) throw new Error(`branch ${id} not found after its write`);
  return branch;
}
