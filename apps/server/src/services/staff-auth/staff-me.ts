import type { TStaffMe } from '@tableside/shared/contract/staff';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { staffUserBranches, staffUsers } from '../../db/schema/index';
import { notFound } from '../../lib/app-error';

/** The signed-in staff member as the console shows them (ZStaffMe). */
export async function getStaffMe(db: Database, staffUserId: number): Promise<TStaffMe> {
  const [user] = await db.select().from(staffUsers).where(eq(staffUsers.id, staffUserId));
  if (!user) throw notFound('Staff user');
  const rows = await db
    .select({ branchId: staffUserBranches.branchId })
    .from(staffUserBranches)
    .where(eq(staffUserBranches.staffUserId, staffUserId))
    .orderBy(asc(staffUserBranches.branchId));
  return {
    id: user.id,
    username: user.username,
    name: user.displayName,
    role: user.role,
    tenantId: user.tenantId,
    branchIds: rows.map((r) => r.branchId),
  };
}
