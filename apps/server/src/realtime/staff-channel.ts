import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { staffUserBranches } from '../db/schema/index';
import { findStaffSession } from '../http/staff-session';
import type { Clock } from '../lib/clock';
import { rooms } from './rooms';

/**
 * The staff room of `staff-{brandId}-{branchId}` when the `ts_staff` token belongs to a live
 * session of a staff user of that brand who has that branch; otherwise null.
 */
export async function staffChannelRoom(
  db: Database,
  clock: Clock,
  token: string,
  ids: { brandId: number; branchId: number },
): Promise<string | null> {
  const staff = await findStaffSession(db, clock, token);
  if (!staff || staff.tenantId !== ids.brandId) return null;
  const [access] = await db
    .select({ branchId: staffUserBranches.branchId })
    .from(staffUserBranches)
    .where(
      and(
        eq(staffUserBranches.staffUserId, staff.staffUserId),
        eq(staffUserBranches.branchId, ids.branchId),
        eq(staffUserBranches.tenantId, ids.brandId),
      ),
    );
  return access ? rooms.staff({ tenantId: ids.brandId, branchId: ids.branchId }) : null;
}
