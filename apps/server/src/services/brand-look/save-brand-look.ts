// Use case: the owner saves the brand look. Colours and font are checked at the edge (zod);
// pictures must be the tenant's uploads. A pair of colours below AA is saved all the same and
// answered with warnings: the owner decides. A stale version is a 409, never an overwrite.
import {
  BRAND_LOOK_CONFLICT_MESSAGE,
  type TBrandLook,
  type TBrandLookBody,
  type TBrandTheme,
} from '@tableside/shared/contract/brand-look';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { brands } from '../../db/schema/index';
import type { StaffUserContext } from '../../http/staff-auth';
import { notFound } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { VersionConflictError } from '../../lib/version-conflict-error';
import { IMAGE_WIDTH, requireUploaded, uploadedImageUrls } from './brand-images';
import { brandLookOf } from './brand-look-view';

type ImageField = 'primaryImageKey' | 'secondaryImageKey';
const IMAGE_COLUMNS = {
  primaryImageKey: { column: 'primaryImageUrl', width: IMAGE_WIDTH.primaryImage },
  secondaryImageKey: { column: 'secondaryImageUrl', width: IMAGE_WIDTH.secondaryImage },
} as const;

export async function saveBrandLook(
  db: Database,
  staff: StaffUserContext,
  body: TBrandLookBody,
): Promise<TBrandLook> {
  const keys = [body.logoMediaKey, body.primaryImageKey, body.secondaryImageKey].filter(
    (key): key is string => typeof key === 'string',
  );
  const saved = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(brands).where(eq(brands.id, staff.tenantId));
    if (!before) throw notFound('Brand');
    if (before.version !== body.version) {
      throw new VersionConflictError(BRAND_LOOK_CONFLICT_MESSAGE);
    }
    const urls = await uploadedImageUrls(tx, staff.tenantId, keys);
    if (body.logoMediaKey) {
      requireUploaded(urls, 'logoMediaKey', body.logoMediaKey, IMAGE_WIDTH.logo);
    }
    const images: Partial<Record<'primaryImageUrl' | 'secondaryImageUrl', string | null>> = {};
    for (const field of Object.keys(IMAGE_COLUMNS) as ImageField[]) {
      const key = body[field];
      if (key === undefined) continue;
      const { column, width } = IMAGE_COLUMNS[field];
      images[column] = key === null ? null : requireUploaded(urls, field, key, width);
    }
    const theme: TBrandTheme = {
      primaryColor: body.primaryColor,
      secondaryColor: body.secondaryColor,
      textColor: body.textColor,
      backgroundColor: body.backgroundColor,
      fontKey: body.fontKey,
      logoMediaKey: body.logoMediaKey,
    };
    const [after] = await tx
      .update(brands)
      .set({ theme, ...images, version: before.version + 1 })
      .where(and(eq(brands.id, staff.tenantId), eq(brands.version, body.version)))
      .returning();
    // A save that committed between our read and this write moved the version on.
    if (!after) throw new VersionConflictError(BRAND_LOOK_CONFLICT_MESSAGE);
    await writeAudit(tx, {
      tenantId: staff.tenantId,
      staffUserId: staff.userId,
      action: 'brandLook.update',
      entity: 'brand',
      entityId: staff.tenantId,
      detail: {
        before: {
          theme: before.theme,
          primaryImageUrl: before.primaryImageUrl,
          secondaryImageUrl: before.secondaryImageUrl,
        },
        after: {
          theme,
          primaryImageUrl: after.primaryImageUrl,
          secondaryImageUrl: after.secondaryImageUrl,
        },
      },
    });
    return after;
  });
  return brandLookOf(db, saved);
}
