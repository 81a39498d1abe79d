import type { TBranchPublic } from '@tableside/shared/contract/public';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { branches } from '../../db/schema/index';
import { notFound } from '../../lib/app-error';
import { assertTenant } from '../../lib/tenant-guard';

export async function getBranchPublic(
  db: Database,
  id: number,
  claimedTenantId: number | null,
): Promise<TBranchPublic> {
  const [branch] = await db.select().from(branches).where(eq(branches.id, id));
  // An archived branch is closed to guests (its old stickers lead nowhere).
  if (!branch || branch.archivedAt !== null) throw notFound('Branch');
  assertTenant(claimedTenantId, branch.tenantId);
  return {
    id: branch.id,
    branchId: branch.id,
    branchName: branch.name,
    shortName: branch.shortName,
    displayName: branch.displayName,
  };
}
