import type { TAdminBranch, TUpdateBranchBody } from '@tableside/shared/contract/branch-admin';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { branches, branchSettings } from '../../db/schema/index';
import type { StaffUserContext } from '../../http/staff-auth';
import { writeAudit } from '../../lib/audit';
import { assertShortNameFree, lockBranch, shortNameRace } from './branch-checks';
import { readAdminBranch } from './read-admin-branches';

/** Saves a branch's identity, address, time zone and overrides (409 when stale). */
export function updateBranch(
  db: Database,
  actor: StaffUserContext,
  branchId: number,
  body: TUpdateBranchBody,
): Promise<TAdminBranch> {
  const { tenantId } = actor;
  return shortNameRace(
    db.transaction(async (tx) => {
      const before = await lockBranch(tx, tenantId, branchId, body.version);
      if (body.shortName !== before.shortName) {
        await assertShortNameFree(tx, tenantId, body.shortName, branchId);
      }
      await tx
        .update(branches)
        .set({
          name: body.name,
          displayName: body.displayName,
          shortName: body.shortName,
          address: body.address,
          currency: body.currency,
          country: body.country,
          termsText: body.termsText,
          version: sql`${branches.version} + 1`,
        })
        .where(eq(branches.id, branchId));
      if (body.timeZone !== before.timeZone) {
        // The hours editor saved its hours against the old zone: its next save must reread.
        await tx
          .update(branchSettings)
          .set({ timeZone: body.timeZone, version: sql`${branchSettings.version} + 1` })
          .where(eq(branchSettings.branchId, branchId));
      }
      const after = await readAdminBranch(tx, tenantId, branchId);
      await writeAudit(tx, {
        tenantId,
        staffUserId: actor.userId,
        action: 'branch.update',
        entity: 'branch',
        entityId: branchId,
        detail: { before, after },
      });
      return after;
    }),
  );
}
