import { z } from 'zod';
import { CATALOGUE_LIMITS } from './catalogue';
import { boundedText, ZEntityId, ZId, ZTimestamp } from './common';

// The rest of the back office's catalogue (issue 13), beside catalogue.ts (categories, items,
// a size at a branch): bulk edit, history and undo, media upload, and every catalogue route.

// ---- Bulk edit -----------------------------------------------------------------------------

export const ZBulkEditBody = z.object({
  productIds: z.array(ZEntityId).min(1, 'select at least one item').max(CATALOGUE_LIMITS.bulkItems),
  change: z.discriminatedUnion('kind', [
    /** Every size's branch price by an amount (rupees, may be negative) or a percent. */
    z.object({
      kind: z.literal('price'),
      mode: z.enum(['amount', 'percent']),
      value: z.number().min(-100_000).max(100_000).multipleOf(0.01, 'must have at most 2 decimals'),
    }),
    z.object({ kind: z.literal('category'), categoryId: ZEntityId }),
    z.object({ kind: z.literal('availability'), available: z.boolean() }),
    z.object({
      kind: z.literal('tags'),
      add: z.array(boundedText(CATALOGUE_LIMITS.tag)).max(CATALOGUE_LIMITS.tags).default([]),
      remove: z.array(boundedText(CATALOGUE_LIMITS.tag)).max(CATALOGUE_LIMITS.tags).default([]),
    }),
  ]),
});
export type TBulkEditBody = z.infer<typeof ZBulkEditBody>;

export const ZBulkEditResult = z.object({ changed: z.number().int().min(0) });
export type TBulkEditResult = z.infer<typeof ZBulkEditResult>;

// ---- History and undo ----------------------------------------------------------------------

/** One catalogue change: who, when, what before and after (audit_log rows of the catalogue). */
export const ZCatalogueChange = z.object({
  id: ZEntityId,
  at: ZTimestamp,
  staffName: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string(),
  /** A sentence for people: "Price of Masala Dosa (Regular) 120 → 140". */
  summary: z.string(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  /** Whether this change can still be undone (nothing changed the thing since). */
  undoable: z.boolean(),
  undone: z.boolean(),
});
export type TCatalogueChange = z.infer<typeof ZCatalogueChange>;

export const ZCatalogueHistoryQuery = z.object({
  productId: ZId.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export const ZCatalogueHistoryResponse = z.object({ changes: z.array(ZCatalogueChange) });
export type TCatalogueHistoryResponse = z.infer<typeof ZCatalogueHistoryResponse>;

export const ZUndoParams = z.object({ branchId: ZId, changeId: ZId });

// ---- Photos --------------------------------------------------------------------------------

/** The answer to an upload: the key to save on the item and the URLs to preview it. */
export const ZMediaUpload = z.object({
  imageKey: z.string().regex(/^[0-9a-f]{64}$/),
  /** The card-size JPEG, for browsers without srcset. */
  url: z.string(),
  /** `url 320w, url 640w, ...` in WebP (AVIF in `avifSrcset`). */
  srcset: z.string(),
  avifSrcset: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type TMediaUpload = z.infer<typeof ZMediaUpload>;

/** The back office's catalogue calls (all action editMenu; the branch must be the member's). */
export const CATALOGUE_ROUTES = {
  /** GET -> ZCatalogueResponse */
  catalogue: '/v1/staff/branches/:branchId/catalogue',
  /** POST {ZCreateCategoryBody} -> ZCatalogueCategory */
  categories: '/v1/staff/branches/:branchId/catalogue/categories',
  /** PATCH {ZUpdateCategoryBody} -> ZCatalogueCategory */
  category: '/v1/staff/branches/:branchId/catalogue/categories/:categoryId',
  /** PUT {ZArchiveBody} -> ZCatalogueCategory */
  categoryArchive: '/v1/staff/branches/:branchId/catalogue/categories/:categoryId/archive',
  /** PUT {ZReorderCategoriesBody} -> 204 */
  categoryOrder: '/v1/staff/branches/:branchId/catalogue/category-order',
  /** PUT {ZReorderItemsBody} -> 204 */
  itemOrder: '/v1/staff/branches/:branchId/catalogue/item-order',
  /** POST {ZCreateItemBody} -> ZCatalogueItem (on this branch's menu at the default prices) */
  items: '/v1/staff/branches/:branchId/catalogue/items',
  /** GET -> ZCatalogueItem; PUT {ZUpdateItemBody} -> ZCatalogueItem */
  item: '/v1/staff/branches/:branchId/catalogue/items/:productId',
  /** PUT {ZArchiveBody} -> ZCatalogueItem */
  itemArchive: '/v1/staff/branches/:branchId/catalogue/items/:productId/archive',
  /** PUT {ZBranchItemBody} -> ZCatalogueItem */
  itemBranch: '/v1/staff/branches/:branchId/catalogue/items/:productId/branch',
  /** PUT {ZBranchSizeBody} -> ZCatalogueItem */
  sizeBranch: '/v1/staff/branches/:branchId/catalogue/sizes/:menuItemId',
  /** POST {ZBulkEditBody} -> ZBulkEditResult */
  bulk: '/v1/staff/branches/:branchId/catalogue/bulk',
  /** GET ?ZCatalogueHistoryQuery -> ZCatalogueHistoryResponse */
  history: '/v1/staff/branches/:branchId/catalogue/history',
  /** POST -> ZCatalogueHistoryResponse['changes'][number] (the undoing change) */
  undo: '/v1/staff/branches/:branchId/catalogue/history/:changeId/undo',
  /** POST multipart (field `file`; optional `shape` square | banner) -> ZMediaUpload */
  media: '/v1/staff/branches/:branchId/media',
  /** GET ?format=json|xlsx|csv -> the branch's menu */
  menuExport: '/v1/staff/branches/:branchId/menu/export',
  /** POST ?dryRun=true|false, JSON export or multipart spreadsheet / Square CSV -> import diff */
  menuImport: '/v1/staff/branches/:branchId/menu/import',
} as const;
