import {
  can,
  notAllowedMessage,
  type StaffAction,
} from '@tableside/shared/domain/staff-permissions';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { staffUserBranches, staffUsers } from '../../db/schema/index';
import { AppError, notFound } from '../../lib/app-error';

/**
 * The staff member acting on an order of `branchId`: an active user of the order's tenant
 * with access to the branch (404 otherwise, as for any foreign id) whose role may take the
 * action (403).
 * The staff routes check the session too; the service checks again because it records who
 * acted, and a money action must never be recorded against the wrong person.
 */
export async function assertStaffMay(
  tx: Database,
  actor: { tenantId: number; branchId: number; staffUserId: number },
  action: StaffAction,
): Promise<void> {
  const [staff] = await tx
    .select({ role: staffUsers.role })
    .from(staffUsers)
    .innerJoin(
      staffUserBranches,
      and(
        eq(staffUserBranches.staffUserId, staffUsers.id),
        eq(staffUserBranches.branchId, actor.branchId),
      ),
    )
    .where(
      and(
        eq(staffUsers.id, actor.staffUserId),
        eq(staffUsers.tenantId, actor.tenantId),
        eq(staffUsers.active, true),
      ),
    );
  if (!staff) throw notFound('Staff user');
  // The same permission table as the staff routes and the console, so the grants cannot drift.
  if (!can(staff.role, action)) throw new AppError('FORBIDDEN', notAllowedMessage(action));
}
