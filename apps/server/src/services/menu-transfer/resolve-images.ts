// Photos named by an import: the brand's own uploads are used as they are; a photo another
// brand uploaded (a JSON export moved between brands) is registered for this brand too, as
// its files are content-addressed and shared behind the media port. Unknown keys are dropped.
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { mediaAssets } from '../../db/schema/index';

export async function resolveImportImages(
  tx: Database,
  tenantId: number,
  keys: string[],
  write: boolean,
): Promise<{ images: Set<string>; warnings: string[] }> {
  const wanted = [...new Set(keys)].filter((k) => /^[0-9a-f]{64}$/.test(k));
  const images = new Set<string>();
  const warnings: string[] = [];
  if (wanted.length === 0) return { images, warnings };
  const own = await tx
    .select({ hash: mediaAssets.hash })
    .from(mediaAssets)
    .where(and(eq(mediaAssets.tenantId, tenantId), inArray(mediaAssets.hash, wanted)));
  for (const row of own) images.add(row.hash);
  const missing = wanted.filter((k) => !images.has(k));
  if (missing.length > 0) {
    const elsewhere = await tx.select().from(mediaAssets).where(inArray(mediaAssets.hash, missing));
    for (const hash of missing) {
      const asset = elsewhere.find((a) => a.hash === hash);
      if (!asset) continue;
      images.add(hash);
      if (write) {
        const { hash: h, width, height, variants } = asset;
        await tx
          .insert(mediaAssets)
          .values({ tenantId, hash: h, width, height, variants })
          .onConflictDoNothing();
      }
    }
  }
  const dropped = keys.filter((k) => !images.has(k)).length;
  if (dropped > 0) warnings.push(`${dropped} photos are not on this server and were left out`);
  return { images, warnings };
}
