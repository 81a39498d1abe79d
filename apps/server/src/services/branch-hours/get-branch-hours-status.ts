import type { TBranchHoursStatus } from '@tableside/shared/contract/branch-hours';
import { orderHoursStatus } from '@tableside/shared/domain/order-hours';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { orderHoursOf, readHoursRow } from './branch-hours-row';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** Open now, and when it closes or opens next, for the console's top bar. */
export async function getBranchHoursStatus(
  deps: { db: Database; clock: Clock },
  branchId: number,
): Promise<TBranchHoursStatus> {
  const row = await readHoursRow(deps.db, branchId);
  if (!row) throw notFound('Branch settings');
  const hours = orderHoursOf(row);
  const status = orderHoursStatus(hours, row.timeZone, deps.clock.now());
  return {
    hours,
    open: status.open,
    opensAt: iso(status.opensAt),
    closesAt: iso(status.closesAt),
    nextOpening: iso(status.nextOpening),
    lastCallAt: iso(status.lastCallAt),
    minutesUntilClose: status.minutesUntilClose,
    timeZone: row.timeZone,
  };
}
