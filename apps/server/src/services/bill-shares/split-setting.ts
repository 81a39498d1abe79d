import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { branchSettings } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';

export const SPLIT_OFF_MESSAGE = 'This restaurant does not split bills: one guest pays the bill.';

/** Whether the branch lets guests split the bill ('Guests may split the bill'). */
export async function isSplitBillOn(db: Database, branchId: number): Promise<boolean> {
  const [row] = await db
    .select({ on: branchSettings.splitBillEnabled })
    .from(branchSettings)
    .where(eq(branchSettings.branchId, branchId));
  return row?.on ?? false;
}

export async function assertSplitBillOn(db: Database, branchId: number): Promise<void> {
  if (!(await isSplitBillOn(db, branchId))) throw new AppError('CONFLICT', SPLIT_OFF_MESSAGE);
}
