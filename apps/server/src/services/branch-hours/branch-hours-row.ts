// A branch's hours as stored: the weekly setting, or (NULL) the legacy pair of times, which
// every reader sees as one window a day so nothing downstream needs two code paths.
import type { TBranchHoursView } from '@tableside/shared/contract/branch-hours';
import { legacyOrderHours, type OrderHours } from '@tableside/shared/domain/order-hours';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { branchSettings } from '../../db/schema/index';

export async function readHoursRow(db: Database, branchId: number) {
  const [row] = await db
    .select({
      branchId: branchSettings.branchId,
      tenantId: branchSettings.tenantId,
      timeZone: branchSettings.timeZone,
      openingTime: branchSettings.openingTime,
      closingTime: branchSettings.closingTime,
      hours: branchSettings.hours,
      version: branchSettings.version,
    })
    .from(branchSettings)
    .where(eq(branchSettings.branchId, branchId));
  return row ?? null;
}

export type HoursRow = NonNullable<Awaited<ReturnType<typeof readHoursRow>>>;

export function orderHoursOf(
  row: Pick<HoursRow, 'hours' | 'openingTime' | 'closingTime'>,
): OrderHours {
  return row.hours ?? legacyOrderHours(row.openingTime, row.closingTime);
}

export function hoursView(row: HoursRow): TBranchHoursView {
  return {
    branchId: row.branchId,
    timeZone: row.timeZone,
    hours: orderHoursOf(row),
    legacy: row.hours === null,
    version: row.version,
  };
}
