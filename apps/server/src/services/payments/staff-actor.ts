import type { StaffRole } from '@tableside/shared/domain/enums';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { staffUserBranches, staffUsers } from '../../db/schema/index';
import { AppError, notFound } from '../../lib/app-error';

export interface StaffPermission {
  roles: readonly StaffRole[];
  /** What is being done, for the refusal: 'apply a discount'. */
  action: string;
}

/** Checkout and payment: waiters and customer associates (spec section 6), and managers. */
export const SETTLE_BILL: StaffPermission = {
  roles: ['MANAGER', 'WAITER', 'CUSTOMER_ASSOCIATE'],
  action: 'settle a bill',
};
/** Discounts change what the restaurant earns: managers only. */
export const APPLY_DISCOUNT: StaffPermission = { roles: ['MANAGER'], action: 'apply a discount' };

/**
 * The staff member acting on an order of `branchId`: an active user of the order's tenant
 * with access to the branch (404 otherwise, as for any foreign id) and a permitted role (403).
 * The staff routes check the session too; the service checks again because it records who
 * acted, and a money action must never be recorded against the wrong person.
 */
export async function assertStaffMay(
  tx: Database,
  actor: { tenantId: number; branchId: number; staffUserId: number },
  permission: StaffPermission,
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
  if (!permission.roles.includes(staff.role)) {
    throw new AppError('FORBIDDEN', `Your role (${staff.role}) may not ${permission.action}`);
  }
}
