import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { branches, branchSettings, brands } from '../../db/schema/index';
import { notFound } from '../../lib/app-error';

/** Who asks: a report reads one branch of the member's brand. */
export interface ReportActor {
  tenantId: number;
  role: string;
  branchIds: readonly number[];
}

/** The branch a report is about, with what its figures are read in. */
export interface ReportBranch {
  tenantId: number;
  branchId: number;
  timeZone: string;
  currency: string;
}

/**
 * The branch, if the member may read its sales: an owner reads every branch of the brand, a
 * manager only the branches he works at. Any other branch is a 404, whether it belongs to
 * another brand or not: a report tells nothing about branches the member does not run.
 */
export async function reportBranch(
  db: Database,
  actor: ReportActor,
  branchId: number,
): Promise<ReportBranch> {
  const [row] = await db
    .select({
      timeZone: branchSettings.timeZone,
      currency: branches.currency,
      brandCurrency: brands.currency,
    })
    .from(branches)
    .innerJoin(brands, eq(brands.id, branches.tenantId))
    .innerJoin(branchSettings, eq(branchSettings.branchId, branches.id))
    .where(and(eq(branches.id, branchId), eq(branches.tenantId, actor.tenantId)));
  const assigned = actor.role === 'OWNER' || actor.branchIds.includes(branchId);
  if (!row || !assigned) throw notFound('Branch');
  return {
    tenantId: actor.tenantId,
    branchId,
    timeZone: row.timeZone,
    currency: row.currency ?? row.brandCurrency,
  };
}
