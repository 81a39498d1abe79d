import type { TAdminBranch, TBranchBody } from '@tableside/shared/contract/branch-admin';
import type { Database } from '../../db/client';
import type { StaffUserContext } from '../../http/staff-auth';
import { writeAudit } from '../../lib/audit';
import { assertShortNameFree, shortNameRace } from './branch-checks';
import { DEFAULT_BRANCH_SETTINGS } from './branch-defaults';
import { insertBranch } from './insert-branch';
import { readAdminBranch } from './read-admin-branches';

/** A new, empty branch of the owner's brand with the default settings; its owners work there. */
export function createBranch(
  db: Database,
  actor: StaffUserContext,
  body: TBranchBody,
): Promise<TAdminBranch> {
  const { tenantId } = actor;
  return shortNameRace(
    db.transaction(async (tx) => {
      await assertShortNameFree(tx, tenantId, body.shortName);
      const branchId = await insertBranch(tx, tenantId, body, DEFAULT_BRANCH_SETTINGS);
      const branch = await readAdminBranch(tx, tenantId, branchId);
      await writeAudit(tx, {
        tenantId,
        staffUserId: actor.userId,
        action: 'branch.create',
        entity: 'branch',
        entityId: branchId,
        detail: { after: branch },
      });
      return branch;
    }),
  );
}
