import {
  BRANCH_HAS_OPEN_ORDERS_MESSAGE,
  type TAdminBranch,
  type TArchiveBranchBody,
} from '@tableside/shared/contract/branch-admin';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { branches, orders } from '../../db/schema/index';
import type { StaffUserContext } from '../../http/staff-auth';
import { AppError } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { lockBranch } from './branch-checks';
import { readAdminBranch } from './read-admin-branches';

/**
 * Archives a branch (off the console's switcher and closed to guests, kept for its history)
 * or restores it. Guests still at its tables would be stranded: refused while any order is open.
 */
export function archiveBranch(
  db: Database,
  actor: StaffUserContext,
  branchId: number,
  body: TArchiveBranchBody,
): Promise<TAdminBranch> {
  const { tenantId } = actor;
  return db.transaction(async (tx) => {
    const before = await lockBranch(tx, tenantId, branchId, body.version);
    if (body.archived && !before.archived) {
      const [open] = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(
          and(
            eq(orders.branchId, branchId),
            ne(orders.status, 'COMPLETED'),
            eq(orders.isVoid, false),
          ),
        )
        .limit(1);
      if (open) throw new AppError('CONFLICT', BRANCH_HAS_OPEN_ORDERS_MESSAGE);
    }
    if (body.archived !== before.archived) {
      await tx
        .update(branches)
        .set({
          archivedAt: body.archived ? sql`now()` : null,
          version: sql`${branches.version} + 1`,
        })
        .where(eq(branches.id, branchId));
    }
    const after = await readAdminBranch(tx, tenantId, branchId);
    await writeAudit(tx, {
      tenantId,
      staffUserId: actor.userId,
      action: body.archived ? 'branch.archive' : 'branch.restore',
      entity: 'branch',
      entityId: branchId,
      detail: { before, after },
    });
    return after;
  });
}
