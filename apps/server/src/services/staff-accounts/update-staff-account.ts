import type {
  TStaffAccount,
  TUpdateStaffAccountBody,
} from '@tableside/shared/contract/staff-accounts';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { staffUserBranches, staffUsers } from '../../db/schema/index';
import type { StaffUserContext } from '../../http/staff-auth';
import { writeAudit } from '../../lib/audit';
import type { Clock } from '../../lib/clock';
import { VersionConflictError } from '../../lib/version-conflict-error';
import type { EventPublisher } from '../../realtime/publisher';
import { announceAccountChange } from './announce-account-change';
import { branchScopeFor } from './brand-branch-ids';
import { assertOwnerRemains } from './last-owner-guard';
import { assertMayManage } from './manage-scope';
import { revokeStaffSessions } from './revoke-staff-sessions';
import { lockStaffAccount, readStaffAccounts, STALE_ACCOUNT_MESSAGE } from './staff-account-row';

/**
 * Changes a staff member's name, role, branches or active flag. A stale `version` is 409; so
 * is taking away the last active owner; a manager acting outside his scope is 403, whether the
 * account is or would become out of it. Deactivating ends the member's sessions at once and,
 * once committed, tells his open consoles.
 */
export async function updateStaffAccount(
  deps: { db: Database; clock: Clock; publisher: EventPublisher },
  actor: StaffUserContext,
  staffUserId: number,
  body: TUpdateStaffAccountBody,
): Promise<TStaffAccount> {
  const { tenantId } = actor;
  const { before, after } = await deps.db.transaction(async (tx) => {
    const before = await lockStaffAccount(tx, tenantId, staffUserId);
    assertMayManage(actor, before);
    if (before.version !== body.version) throw new VersionConflictError(STALE_ACCOUNT_MESSAGE);

    const role = body.role ?? before.role;
    const active = body.active ?? before.active;
    const displayName = body.displayName ?? before.displayName;
    const branchIds = await branchScopeFor(tx, tenantId, role, body.branchIds ?? before.branchIds);
    assertMayManage(actor, { role, branchIds });
    await assertOwnerRemains(tx, tenantId, { id: staffUserId, before, after: { role, active } });

    await tx
      .update(staffUsers)
      .set({ displayName, role, active, version: sql`${staffUsers.version} + 1` })
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
    return { before, after };
  });
  announceAccountChange(deps.publisher, tenantId, {
    staffUserId,
    deactivated: before.active && !after.active,
    branchesBefore: before.branchIds,
    branchesAfter: after.branchIds,
  });
  return after;
}
