import type {
  TStaffAccount,
  TUpdateStaffAccountBody,
} from '@tableside/shared/contract/staff-accounts';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { staffUserBranches, staffUsers } from '../../db/schema/index';
import type { StaffUserContext } from '../../http/staff-auth';
import { AppError } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import type { Clock } from '../../lib/clock';
import { branchScopeFor } from './brand-branch-ids';
import { assertAnotherActiveOwner } from './last-owner-guard';
import { revokeStaffSessions } from './revoke-staff-sessions';
import { lockStaffAccount, readStaffAccounts, STALE_ACCOUNT_MESSAGE } from './staff-account-row';

/**
 * Changes a staff member's name, role, branches or active flag. A stale `version` is 409; so
 * is taking away the last active owner. Deactivating ends the member's sessions at once.
 */
export async function updateStaffAccount(
  deps: { db: Database; clock: Clock },
  actor: StaffUserContext,
  staffUserId: number,
  body: TUpdateStaffAccountBody,
): Promise<TStaffAccount> {
  const { tenantId } = actor;
  return deps.db.transaction(async (tx) => {
    const before = await lockStaffAccount(tx, tenantId, staffUserId);
    if (before.version !== body.version) throw new AppError('CONFLICT', STALE_ACCOUNT_MESSAGE);

    const role = body.role ?? before.role;
    const active = body.active ?? before.active;
    const displayName = body.displayName ?? before.displayName;
    const wasOwner = before.role === 'OWNER' && before.active;
    if (wasOwner && (role !== 'OWNER' || !active)) {
      await assertAnotherActiveOwner(tx, tenantId, staffUserId);
    }
    const branchIds = await branchScopeFor(tx, tenantId, role, body.branchIds ?? before.branchIds);

    await tx
      .update(staffUsers)
      .set({ displayName, role, active })
      .where(and(eq(staffUsers.id, staffUserId), eq(staffUsers.tenantId, tenantId)));
    await tx.delete(staffUserBranches).where(eq(staffUserBranches.staffUserId, staffUserId));
    await tx
      .insert(staffUserBranches)
      .values(branchIds.map((branchId) => ({ staffUserId, branchId, tenantId })));
    if (!active) await revokeStaffSessions(tx, deps.clock, staffUserId);

    const changes = Object.fromEntries(
      Object.entries({ displayName, role, active, branchIds }).filter(
        ([field, value]) =>
          JSON.stringify(value) !== JSON.stringify(before[field as keyof TStaffAccount]),
      ),
    );
    await writeAudit(tx, {
      tenantId,
      staffUserId: actor.userId,
      action: 'staff.update',
      entity: 'staffUser',
      entityId: staffUserId,
      detail: { username: before.username, changes },
    });
    const [after] = await readStaffAccounts(tx, tenantId, [staffUserId]);
    if (!after) throw new Error('updated account not found');
    return after;
  });
}
