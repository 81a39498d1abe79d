import { type SQL, sql } from 'drizzle-orm';
import { products } from '../../db/schema/index';
import { MEDIA_URL_PREFIX } from '../../integrations/media/media-urls';

/**
 * A product's one image URL for lists without srcsets (cart and order lines, recommendations,
 * staff lists): the uploaded photo's JPEG closest to card size (as photoUrls picks it), else
 * the plain image URL. For queries that select from `products`.
 */
export const productImageUrl: SQL<string | null> = sql<string | null>`coalesce(
  (select ${MEDIA_URL_PREFIX} || (v->>'key') from media_assets m, jsonb_array_elements(m.variants) v
    where m.tenant_id = ${products.tenantId} and m.hash = ${products.imageKey} and v->>'format' = 'jpeg'
    order by abs((v->>'width')::int - 320) limit 1),
  ${products.imageUrl})`;
