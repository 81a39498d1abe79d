// Use case: a manager uploads a menu photo or a promotion banner. The picture is checked, processed and its variants
// stored before its row is written, so a media_assets row never names a missing file; the same
// picture (same pixels after crop) uploaded again reuses the row and the files.
import type { TMediaUpload } from '@tableside/shared/contract/catalogue-extras';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type MediaVariant, mediaAssets } from '../../db/schema/index';
import type { StaffUserContext } from '../../http/staff-auth';
import { type MediaPort, mediaKey } from '../../integrations/media/media-port';
import { photoUrls } from '../../integrations/media/media-urls';
import { AppError } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { detectImageType } from './detect-image-type';
import { type CropRect, NOT_AN_IMAGE, type PhotoShape, processPhoto } from './process-photo';

export interface UploadPhotoDeps {
  db: Database;
  media: MediaPort;
}

export interface UploadPhotoInput {
  branchId: number;
  bytes: Buffer;
  crop?: CropRect;
  /** 'square' (a menu photo, the default) or 'banner' (a promotion's 2 : 1 image). */
  shape?: PhotoShape;
}

const CONTENT_TYPES = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg' } as const;
/** The plain JPEG answered as `url`: card size for a photo, a phone's full width for a banner. */
const URL_WIDTH: Record<PhotoShape, number> = { square: 320, banner: 960 };

export async function uploadPhoto(
  { db, media }: UploadPhotoDeps,
  staff: StaffUserContext,
  input: UploadPhotoInput,
): Promise<TMediaUpload> {
  const type = detectImageType(input.bytes);
  if (!type) throw new AppError('BAD_REQUEST', `file: ${NOT_AN_IMAGE}`);
  const shape = input.shape ?? 'square';
  const photo = await processPhoto(input.bytes, type, input.crop, shape);

  const [known] = await db
    .select()
    .from(mediaAssets)
    .where(and(eq(mediaAssets.tenantId, staff.tenantId), eq(mediaAssets.hash, photo.hash)));
  // A store emptied by hand (or a new bucket) gets the files back on the next upload.
  const stored = known && (await allStored(media, known.variants));
  const variants = stored ? known.variants : await storeVariants(media, photo);

  const asset = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(mediaAssets)
      .values({
        tenantId: staff.tenantId,
        hash: photo.hash,
        width: photo.width,
        height: photo.height,
        variants,
        uploadedBy: staff.userId,
      })
      .onConflictDoNothing({ target: [mediaAssets.tenantId, mediaAssets.hash] })
      .returning();
    const row =
      inserted ??
      (
        await tx
          .select()
          .from(mediaAssets)
          .where(and(eq(mediaAssets.tenantId, staff.tenantId), eq(mediaAssets.hash, photo.hash)))
      )[0];
    if (!row) throw new Error('media asset vanished while being uploaded');
    await writeAudit(tx, {
      tenantId: staff.tenantId,
      staffUserId: staff.userId,
      action: inserted ? 'media.upload' : 'media.reupload',
      entity: 'mediaAsset',
      entityId: row.id,
      detail: {
        branchId: input.branchId,
        before: inserted ? null : { hash: row.hash },
        after: {
          hash: row.hash,
          shape,
          width: row.width,
          height: row.height,
          files: variants.length,
        },
      },
    });
    return row;
  });

  const urls = photoUrls(asset.variants, URL_WIDTH[shape]);
  if (!urls) throw new Error('media asset has no JPEG variant');
  return { imageKey: asset.hash, ...urls, width: asset.width, height: asset.height };
}

async function allStored(media: MediaPort, variants: readonly MediaVariant[]): Promise<boolean> {
  const present = await Promise.all(variants.map((v) => media.exists(v.key)));
  return present.every(Boolean);
}

async function storeVariants(
  media: MediaPort,
  photo: Awaited<ReturnType<typeof processPhoto>>,
): Promise<MediaVariant[]> {
  const encoded = await photo.encode();
  return Promise.all(
    encoded.map(async (v): Promise<MediaVariant> => {
      const key = mediaKey(photo.hash, v.width, v.format);
      await media.put(key, v.bytes, CONTENT_TYPES[v.format]);
      return { key, width: v.width, height: v.height, format: v.format, bytes: v.bytes.length };
    }),
  );
}
