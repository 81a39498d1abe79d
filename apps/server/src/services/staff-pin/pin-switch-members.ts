import type { TPinSwitchMembersResponse } from '@tableside/shared/contract/staff-pin';
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { staffUserBranches, staffUsers } from '../../db/schema/index';
import type { StaffUserContext } from '../../http/staff-auth';

/**
 * The tablet's member picker: active colleagues with a PIN who work at one of the current
 * member's branches (the ones a PIN switch accepts), by name.
 */
export async function listPinSwitchMembers(
  db: Database,
  current: StaffUserContext,
): Promise<TPinSwitchMembersResponse> {
  if (current.branchIds.length === 0) return { members: [] };
  const rows = await db
    .selectDistinct({
      username: staffUsers.username,
      name: staffUsers.displayName,
      role: staffUsers.role,
    })
    .from(staffUsers)
    .innerJoin(staffUserBranches, eq(staffUserBranches.staffUserId, staffUsers.id))
    .where(
      and(
        eq(staffUsers.tenantId, current.tenantId),
        eq(staffUsers.active, true),
        isNotNull(staffUsers.pinHash),
        inArray(staffUserBranches.branchId, current.branchIds),
      ),
    )
    .orderBy(asc(staffUsers.displayName), asc(staffUsers.username));
  return { members: rows };
}
