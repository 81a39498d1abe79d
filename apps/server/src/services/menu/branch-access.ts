import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { branches } from '../../db/schema/index';
import { notFound } from '../../lib/app-error';
import { assertTenant } from '../../lib/tenant-guard';

/**
 * Every menu call names a branch and carries X-Tenant: an unknown branch is 404, a branch of
 * another tenant 403 (the security model: X-Tenant must match every id in the request).
 */
export async function requireTenantBranch(
  db: Database,
  branchId: number,
  tenantId: number,
): Promise<void> {
  const [branch] = await db
    .select({ tenantId: branches.tenantId })
    .from(branches)
    .where(eq(branches.id, branchId));
  if (!branch) throw notFound('Branch');
  assertTenant(tenantId, branch.tenantId);
}
