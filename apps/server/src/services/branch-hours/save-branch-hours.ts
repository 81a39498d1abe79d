import {
  BRANCH_HOURS_CONFLICT_MESSAGE,
  type TBranchHoursView,
  type TPutBranchHoursBody,
} from '@tableside/shared/contract/branch-hours';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { branchSettings } from '../../db/schema/index';
import { notFound } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { VersionConflictError } from '../../lib/version-conflict-error';
import { hoursView, readHoursRow } from './branch-hours-row';

export interface HoursScope {
  tenantId: number;
  branchId: number;
  staffUserId: number;
}

/**
 * Replaces the branch's hours if nobody saved since `version` was read; the legacy pair of
 * times stays as it was (NULL hours would bring it back). Orders already open are unaffected:
 * hours only gate new items.
 */
export async function saveBranchHours(
  deps: { db: Database },
  scope: HoursScope,
  body: TPutBranchHoursBody,
): Promise<TBranchHoursView> {
  return deps.db.transaction(async (tx) => {
    const before = await readHoursRow(tx, scope.branchId);
    if (!before) throw notFound('Branch settings');
    const [saved] = await tx
      .update(branchSettings)
      .set({ hours: body.hours, version: sql`${branchSettings.version} + 1` })
      .where(
        and(eq(branchSettings.branchId, scope.branchId), eq(branchSettings.version, body.version)),
      )
      .returning({ branchId: branchSettings.branchId });
    // 409 with the hours as they are now, so the editor can show the other person's save.
    if (!saved) throw new VersionConflictError(BRANCH_HOURS_CONFLICT_MESSAGE, hoursView(before));
    const after = await readHoursRow(tx, scope.branchId);
    if (!after) throw notFound('Branch settings');
    await writeAudit(tx, {
      tenantId: scope.tenantId,
      staffUserId: scope.staffUserId,
      action: 'branchHours.update',
      entity: 'branch',
      entityId: scope.branchId,
      detail: { before: hoursView(before).hours, after: body.hours, legacyBefore: !before.hours },
    });
    return hoursView(after);
  });
}
