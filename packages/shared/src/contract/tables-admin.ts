import { z } from 'zod';
import { TABLE_NAME_MAX } from '../domain/table-range';
import { boundedText, intBetween, ZEntityId, ZId } from './common';

// The back office's tables and QR codes (issue 14 item 2): areas, tables, their tokens, the
// branch's 'Require QR token' switch and the printable QR codes. Action manageTables.

const BRANCH = '/v1/staff/branches/:branchId';

export const TABLES_ADMIN_ROUTES = {
  /** GET -> ZTableSetup (areas, tables with their links, the token switch) */
  setup: `${BRANCH}/table-setup`,
  /** PUT {ZTokensRequiredBody} -> ZTableSetup (on: every table without a token gets one) */
  tokensRequired: `${BRANCH}/table-setup/tokens-required`,
  /** POST -> ZTableSetup (every live table of the branch gets a new token) */
  rotateAll: `${BRANCH}/table-setup/rotate-all`,
  /** POST {ZCreateAreaBody} -> 201 ZTableArea */
  areas: `${BRANCH}/table-areas`,
  /** PATCH {ZUpdateAreaBody} -> ZTableArea (rename, archive, restore) */
  area: `${BRANCH}/table-areas/:areaId`,
  /** PUT {ZReorderBody} -> 204 */
  areaOrder: `${BRANCH}/table-area-order`,
  /** POST {ZCreateTableBody} -> 201 ZAdminTable */
  tables: `${BRANCH}/dining-tables`,
  /** POST {ZAddTablesBody} -> 201 ZAddTablesResponse */
  tablesBulk: `${BRANCH}/dining-tables/bulk`,
  /** PATCH {ZUpdateTableBody} -> ZAdminTable (name, seats, area, archive, restore) */
  table: `${BRANCH}/dining-tables/:tableId`,
  /** POST {ZVersionBody} -> ZAdminTable (printed QR codes of the table stop working) */
  rotateToken: `${BRANCH}/dining-tables/:tableId/rotate-token`,
  /** PUT {ZReorderBody} -> 204 */
  tableOrder: `${BRANCH}/dining-table-order`,
  /** GET -> image/svg+xml, the table's QR code */
  qrSvg: '/v1/staff/tables/:tableId/qr.svg',
  /** GET -> image/png, the table's QR code */
  qrPng: '/v1/staff/tables/:tableId/qr.png',
  /** GET ?ZQrSheetQuery -> application/pdf */
  qrSheet: `${BRANCH}/tables/qr-sheet.pdf`,
} as const;

export const TABLE_CONFLICT_MESSAGE = 'Someone else changed this meanwhile';
export const TABLE_HAS_OPEN_ORDER_MESSAGE =
  'This table has an open order; close it before archiving the table';
export const AREA_HAS_TABLES_MESSAGE = 'Move or archive the tables of this area first';
export const TABLE_NAME_TAKEN_MESSAGE = 'A table of this name already exists in the branch';
export const AREA_NAME_TAKEN_MESSAGE = 'An area of this name already exists in the branch';

export const AREA_NAME_MAX = 40;
export const SEATS_MAX = 50;

const ZVersionField = intBetween(1, 2_147_483_647);
const ZTableName = boundedText(TABLE_NAME_MAX);
const ZSeats = intBetween(1, SEATS_MAX);

export const ZTablesBranchParams = z.object({ branchId: ZId });
export const ZTableAreaParams = z.object({ branchId: ZId, areaId: ZId });
export const ZAdminTableParams = z.object({ branchId: ZId, tableId: ZId });
export const ZQrTableParams = z.object({ tableId: ZId });

export const ZTableArea = z.object({
  id: ZEntityId,
  name: z.string(),
  sortOrder: z.number().int(),
  archived: z.boolean(),
  version: z.number().int(),
});
export type TTableArea = z.infer<typeof ZTableArea>;

export const ZAdminTable = z.object({
  id: ZEntityId,
  name: z.string(),
  seats: z.number().int(),
  areaId: ZEntityId.nullable(),
  sortOrder: z.number().int(),
  archived: z.boolean(),
  /** The table has a token (the secret itself is only inside `link`). */
  hasToken: z.boolean(),
  /** What the table's QR code encodes: with `&t=` when the branch requires tokens. */
  link: z.string(),
  hasOpenOrder: z.boolean(),
  version: z.number().int(),
});
export type TAdminTable = z.infer<typeof ZAdminTable>;

export const ZTableSetup = z.object({
  branchId: ZEntityId,
  tableTokensRequired: z.boolean(),
  /** Version of the branch's settings, for the token switch. */
  settingsVersion: z.number().int(),
  areas: z.array(ZTableArea),
  tables: z.array(ZAdminTable),
});
export type TTableSetup = z.infer<typeof ZTableSetup>;

export const ZTokensRequiredBody = z.object({ required: z.boolean(), version: ZVersionField });
export type TTokensRequiredBody = z.infer<typeof ZTokensRequiredBody>;

export const ZCreateAreaBody = z.object({ name: boundedText(AREA_NAME_MAX) });
export type TCreateAreaBody = z.infer<typeof ZCreateAreaBody>;

export const ZUpdateAreaBody = z.object({
  version: ZVersionField,
  name: boundedText(AREA_NAME_MAX).optional(),
  archived: z.boolean().optional(),
});
export type TUpdateAreaBody = z.infer<typeof ZUpdateAreaBody>;

/** Every live id of the list, in the new order. */
export const ZReorderBody = z.object({ ids: z.array(ZEntityId).min(1).max(1000) });
export type TReorderBody = z.infer<typeof ZReorderBody>;

export const ZCreateTableBody = z.object({
  name: ZTableName,
  seats: ZSeats.default(4),
  areaId: ZEntityId.nullable().default(null),
});
export type TCreateTableBody = z.infer<typeof ZCreateTableBody>;

/** `range` as the 'Add many' field takes it ('T1-T30', 'Patio 1-5', 'Bar, Window'). */
export const ZAddTablesBody = z.object({
  range: boundedText(400),
  seats: ZSeats.default(4),
  areaId: ZEntityId.nullable().default(null),
});
export type TAddTablesBody = z.infer<typeof ZAddTablesBody>;

export const ZAddTablesResponse = z.object({ tables: z.array(ZAdminTable) });
export type TAddTablesResponse = z.infer<typeof ZAddTablesResponse>;

export const ZUpdateTableBody = z.object({
  version: ZVersionField,
  name: ZTableName.optional(),
  seats: ZSeats.optional(),
  areaId: ZEntityId.nullable().optional(),
  archived: z.boolean().optional(),
});
export type TUpdateTableBody = z.infer<typeof ZUpdateTableBody>;

export const ZVersionBody = z.object({ version: ZVersionField });
export type TVersionBody = z.infer<typeof ZVersionBody>;

export const QR_LAYOUTS = ['tent', 'sticker'] as const;
export const QR_PER_PAGE = ['1', '4', '8'] as const;
export const QR_PAPERS = ['A4', 'LETTER'] as const;

export const ZQrSheetQuery = z.object({
  layout: z.enum(QR_LAYOUTS).default('sticker'),
  perPage: z.enum(QR_PER_PAGE).default('4'),
  paper: z.enum(QR_PAPERS).default('A4'),
  /** Only the tables of this area. */
  areaId: ZId.optional(),
});
export type TQrSheetQuery = z.infer<typeof ZQrSheetQuery>;
