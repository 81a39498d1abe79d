// Uploaded images: one row per distinct picture (content hash) per brand; the files of its
// variants live behind the media port (local directory or S3-compatible bucket).
import { integer, jsonb, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { tenantId } from './brands-branches';
import { createdAt, id } from './columns';
import { staffUsers } from './staff';

export interface MediaVariant {
  /** Object key behind the media port, content-hashed so it can be cached for ever. */
  key: string;
  width: number;
  height: number;
  format: 'avif' | 'webp' | 'jpeg';
  bytes: number;
}

export const mediaAssets = pgTable(
  'media_assets',
  {
    id: id(),
    tenantId: tenantId(),
    /** sha256 of the processed master, hex; names every variant's key. */
    hash: text('hash').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    variants: jsonb('variants').$type<MediaVariant[]>().notNull(),
    uploadedBy: integer('uploaded_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [unique('media_assets_tenant_hash_uq').on(t.tenantId, t.hash)],
);
