import type { TTenantPublic } from '@tableside/shared/contract/public';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { brands } from '../../db/schema/index';
import { notFound } from '../../lib/app-error';

export async function getTenantPublic(db: Database, id: number): Promise<TTenantPublic> {
  const [brand] = await db
    .select({
      id: brands.id,
      tenantName: brands.name,
      databaseName: brands.databaseName,
      shortName: brands.shortName,
    })
    .from(brands)
    .where(eq(brands.id, id));
  if (!brand) throw notFound('Tenant');
  return brand;
}
