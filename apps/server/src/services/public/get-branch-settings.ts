import type { TBranchSettings } from '@tableside/shared/contract/public';
import { generalSettingsTimes } from '@tableside/shared/domain/order-hours-general';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { branches, branchSettings } from '../../db/schema/index';
import { notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { assertTenant } from '../../lib/tenant-guard';

/**
 * Ordering hours of a branch (both branch-settings calls): `generalSettings[0]`. Weekly hours
 * are sent as the window open now, or the next one, in the spec's pair of times; without
 * them the branch's own pair goes out as stored.
 */
export async function getBranchSettings(
  deps: { db: Database; clock: Clock },
  input: { branchId: number; claimedTenantId: number | null },
): Promise<TBranchSettings> {
  const [row] = await deps.db
    .select({
      tenantId: branches.tenantId,
      orderOpeningTime: branchSettings.openingTime,
      orderClosingTime: branchSettings.closingTime,
      timeZone: branchSettings.timeZone,
      hours: branchSettings.hours,
      splitBill: branchSettings.splitBillEnabled,
    })
    .from(branches)
    .innerJoin(branchSettings, eq(branchSettings.branchId, branches.id))
    .where(eq(branches.id, input.branchId));
  if (!row) throw notFound('Branch');
  assertTenant(input.claimedTenantId, row.tenantId);
  const { orderOpeningTime, orderClosingTime, timeZone, hours } = row;
  const split = row.splitBill ? { splitBill: true as const } : {};
  if (!hours) {
    return { generalSettings: [{ orderOpeningTime, orderClosingTime, timeZone, ...split }] };
  }
  const times = generalSettingsTimes(hours, timeZone, deps.clock.now());
  const lastCall = hours.lastCallMinutes > 0 ? { lastCallMinutes: hours.lastCallMinutes } : {};
  return {
    generalSettings: [
      {
        orderOpeningTime: times.openingTime,
        orderClosingTime: times.closingTime,
        timeZone,
        ...lastCall,
        ...split,
      },
    ],
  };
}
