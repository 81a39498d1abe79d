// The branch's 'Require QR token' setting as the tables use cases read it.
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { branches, branchSettings } from '../../db/schema/index';
import { notFound } from '../../lib/app-error';
import type { TableScope } from './table-scope';

export interface BranchTokenSetting {
  tokensRequired: boolean;
  /** 0 when the branch has no settings row yet (the switch then cannot be saved). */
  version: number;
}

/** 404 for a branch of another brand; a branch without settings has tokens off. */
export async function readTokenSetting(
  db: Database,
  scope: TableScope,
): Promise<BranchTokenSetting> {
  const [row] = await db
    .select({
      branchId: branches.id,
      tokensRequired: branchSettings.tableTokensRequired,
      version: branchSettings.version,
    })
    .from(branches)
    .leftJoin(branchSettings, eq(branchSettings.branchId, branches.id))
    .where(and(eq(branches.id, scope.branchId), eq(branches.tenantId, scope.tenantId)));
  if (!row) throw notFound('Branch');
  return { tokensRequired: row.tokensRequired ?? false, version: row.version ?? 0 };
}
