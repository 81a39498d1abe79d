import type { TAdminBranch, TBranchBody } from '@tableside/shared/contract/branch-admin';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { branches, branchSettings } from '../../db/schema/index';
import type { StaffUserContext } from '../../http/staff-auth';
import { notFound } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { assertShortNameFree, shortNameRace } from './branch-checks';
import { copyBranchFloor } from './copy-branch-floor';
import { copyBranchMenu } from './copy-branch-menu';
import { copyBranchCharges, copyKitchenStations } from './copy-branch-rules';
import { insertBranch } from './insert-branch';
import { readAdminBranch } from './read-admin-branches';

/**
 * A new branch (named and placed by `body`) that starts as a copy of `sourceId`: its menu at
 * its prices, its areas and tables with new QR tokens, its hours, OTP, rounding, split-bill setting and token
 * settings, its live charges, taxes and kitchen stations. All or nothing.
 */
export function copyBranch(
  db: Database,
  actor: StaffUserContext,
  sourceId: number,
  body: TBranchBody,
): Promise<TAdminBranch> {
  const { tenantId } = actor;
  return shortNameRace(
    db.transaction(async (tx) => {
      const [source] = await tx
        .select({ settings: branchSettings })
        .from(branches)
        .innerJoin(branchSettings, eq(branchSettings.branchId, branches.id))
        .where(and(eq(branches.id, sourceId), eq(branches.tenantId, tenantId)));
      if (!source) throw notFound('Branch');
      await assertShortNameFree(tx, tenantId, body.shortName);
      const { settings } = source;
      const branchId = await insertBranch(tx, tenantId, body, {
        openingTime: settings.openingTime,
        closingTime: settings.closingTime,
        hours: settings.hours,
        otpRequired: settings.otpRequired,
        tableTokensRequired: settings.tableTokensRequired,
        rounding: settings.rounding,
        splitBillEnabled: settings.splitBillEnabled,
      });
      const target = { tenantId, fromBranchId: sourceId, toBranchId: branchId };
      const copied = {
        menuItems: await copyBranchMenu(tx, target),
        ...(await copyBranchFloor(tx, target)),
        ...(await copyBranchCharges(tx, target)),
        ...(await copyKitchenStations(tx, target)),
      };
      const branch = await readAdminBranch(tx, tenantId, branchId);
      await writeAudit(tx, {
        tenantId,
        staffUserId: actor.userId,
        action: 'branch.copy',
        entity: 'branch',
        entityId: branchId,
        detail: { sourceBranchId: sourceId, copied, after: branch },
      });
      return branch;
    }),
  );
}
