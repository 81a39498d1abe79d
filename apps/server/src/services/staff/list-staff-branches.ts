import type { TStaffBranchesResponse } from '@tableside/shared/contract/staff-console';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { branches, brands, staffUserBranches } from '../../db/schema/index';

/**
 * The branches a staff member works at (archived ones are closed, so not offered), with their
 * brand, sorted by brand then branch name.
 */
export async function listStaffBranches(
  db: Database,
  staff: { tenantId: number; userId: number },
): Promise<TStaffBranchesResponse> {
  const rows = await db
    .select({
      id: branches.id,
      name: branches.name,
      brandId: brands.id,
      brandName: brands.name,
    })
    .from(staffUserBranches)
    .innerJoin(branches, eq(branches.id, staffUserBranches.branchId))
    .innerJoin(brands, eq(brands.id, branches.tenantId))
    .where(
      and(
        eq(staffUserBranches.staffUserId, staff.userId),
        eq(branches.tenantId, staff.tenantId),
        isNull(branches.archivedAt),
      ),
    )
    .orderBy(asc(branches.id));
  // Sorted here, not by the database's collation, so PGlite and PostgreSQL agree.
  return rows.sort(
    (a, b) => a.brandName.localeCompare(b.brandName) || a.name.localeCompare(b.name),
  );
}
