// The brand look's pictures are uploads of the one media store (routes/media): a key names a
// media_assets row of the tenant, and the brand keeps the URL of the variant it shows.
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { mediaAssets } from '../../db/schema/index';
import { photoUrls } from '../../integrations/media/media-urls';
import { fieldError } from '../catalogue/catalogue-scope';

/** The JPEG width each picture is shown at: a 40 px high header logo on a 3× phone, an icon. */
export const IMAGE_WIDTH = { logo: 480, primaryImage: 480, secondaryImage: 160 } as const;

/** The URL of an uploaded picture at about `width`, or null when the tenant has no such upload. */
export async function uploadedImageUrls(
  db: Database,
  tenantId: number,
  keys: readonly string[],
): Promise<Map<string, (width: number) => string | null>> {
  if (keys.length === 0) return new Map();
  const rows = await db
    .select({ hash: mediaAssets.hash, variants: mediaAssets.variants })
    .from(mediaAssets)
    .where(and(eq(mediaAssets.tenantId, tenantId), inArray(mediaAssets.hash, [...keys])));
  return new Map(
    rows.map((row) => [row.hash, (width: number) => photoUrls(row.variants, width)?.url ?? null]),
  );
}

/** The URL to store for `key`, or a 400 naming `field` when it is no upload of the tenant. */
export function requireUploaded(
  urls: Map<string, (width: number) => string | null>,
  field: string,
  key: string,
  width: number,
): string {
  const url = urls.get(key)?.(width);
  if (!url) throw fieldError(field, 'is not an uploaded image');
  return url;
}
