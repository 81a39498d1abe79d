// Use case: the owner opens the brand look (the brand is the signed-in member's own).
import type { TBrandLook } from '@tableside/shared/contract/brand-look';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { brands } from '../../db/schema/index';
import { notFound } from '../../lib/app-error';
import { brandLookOf } from './brand-look-view';

export async function getBrandLook(db: Database, tenantId: number): Promise<TBrandLook> {
  const [brand] = await db.select().from(brands).where(eq(brands.id, tenantId));
  if (!brand) throw notFound('Brand');
  return brandLookOf(db, brand);
}
