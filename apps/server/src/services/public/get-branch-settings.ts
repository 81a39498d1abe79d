import type { TBranchSettings, TZoneClock } from '@tableside/shared/contract/public';
import { generalSettingsTimes } from '@tableside/shared/domain/order-hours-general';
import { offsetSpan } from '@tableside/shared/domain/zoned-time';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { branches, branchSettings } from '../../db/schema/index';
import { notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { assertTenant } from '../../lib/tenant-guard';

/** How far ahead the guest app may read the branch's clock from one offset. */
const ZONE_CLOCK_HORIZON_MS = 24 * 60 * 60 * 1000;

/** The zone's offset and until when it holds; none for a zone this runtime does not know. */
function zoneClock(timeZone: string, now: Date): { zoneClock?: TZoneClock } {
  try {
    return { zoneClock: offsetSpan(now, timeZone, ZONE_CLOCK_HORIZON_MS) };
  } catch {
    return {};
  }
}

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
  const now = deps.clock.now();
  const clock = zoneClock(timeZone, now);
  if (!hours) {
    return {
      generalSettings: [{ orderOpeningTime, orderClosingTime, timeZone, ...clock, ...split }],
    };
  }
  const times = generalSettingsTimes(hours, timeZone, now);
  const lastCall = hours.lastCallMinutes > 0 ? { lastCallMinutes: hours.lastCallMinutes } : {};
  return {
    generalSettings: [
      {
        orderOpeningTime: times.openingTime,
        orderClosingTime: times.closingTime,
        timeZone,
        ...clock,
        ...lastCall,
        ...split,
      },
    ],
  };
}
