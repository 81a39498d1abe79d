import type { TStaffRosterResponse } from '@tableside/shared/contract/staff-console';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { staffUserBranches, staffUsers } from '../../db/schema/index';

/**
 * The active staff who work at a branch, by name (sorted here, not by the database's
 * collation, so PGlite and PostgreSQL agree): whom a manager can put in charge of a
 * table there (assign-associate.ts refuses the roles that cannot; the role is shown so the
 * console can leave them out). The caller checked the branch is the staff member's.
 */
export async function listBranchStaff(
  db: Database,
  input: { tenantId: number; branchId: number },
): Promise<TStaffRosterResponse> {
  const rows = await db
    .select({ id: staffUsers.id, name: staffUsers.displayName, role: staffUsers.role })
    .from(staffUserBranches)
    .innerJoin(staffUsers, eq(staffUsers.id, staffUserBranches.staffUserId))
    .where(
      and(
        eq(staffUserBranches.branchId, input.branchId),
        eq(staffUsers.tenantId, input.tenantId),
        eq(staffUsers.active, true),
      ),
    )
    .orderBy(asc(staffUsers.id));
  return rows.sort((a, b) => a.name.localeCompare(b.name));
}
