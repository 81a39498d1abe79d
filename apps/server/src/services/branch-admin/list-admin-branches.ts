import type { TAdminBranchesResponse } from '@tableside/shared/contract/branch-admin';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { brands } from '../../db/schema/index';
import { readAdminBranches } from './read-admin-branches';

/** Every branch of the brand, archived ones too, and the brand's values they may follow. */
export async function listAdminBranches(
  db: Database,
  tenantId: number,
): Promise<TAdminBranchesResponse> {
  const [brand] = await db
    .select({ currency: brands.currency, country: brands.country, termsText: brands.termsText })
    .from(brands)
    .where(eq(brands.id, tenantId));
  if (!brand) throw new Error(`brand ${tenantId} not found`);
  return { branches: await readAdminBranches(db, tenantId), brand };
}
