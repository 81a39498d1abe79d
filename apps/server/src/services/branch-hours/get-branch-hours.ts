import type { TBranchHoursView } from '@tableside/shared/contract/branch-hours';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { hoursView, readHoursRow } from './branch-hours-row';

/** The hours editor's view of a branch (its access was checked by the route). */
export async function getBranchHours(
  deps: { db: Database },
  branchId: number,
): Promise<TBranchHoursView> {
  const row = await readHoursRow(deps.db, branchId);
  if (!row) throw notFound('Branch settings');
  return hoursView(row);
}
