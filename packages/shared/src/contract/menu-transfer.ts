import { z } from 'zod';
import { ALLERGEN_LEVELS, ALLERGENS } from '../domain/allergens';
import { FOOD_TYPES, MENU_TABS } from '../domain/enums';
import { ZMoney, ZQueryBoolean } from './common';
import { ZErrorBody } from './error';

// Menu import and export (issue 13 item 8), routes CATALOGUE_ROUTES.menuExport / menuImport.
// One normalised menu model, ZMenuExport, is both the JSON document and what every importer
// (JSON, the XLSX/CSV template, Square's Item Library CSV) parses into. It names nothing by
// id, so a branch's export imports into any branch of any brand and exports back the same.

export const MENU_EXPORT_FORMAT = 'tableside.menu';
export const MENU_EXPORT_VERSION = 1;

export const MENU_TRANSFER_LIMITS = {
  /** Request body cap for an import (JSON or multipart). */
  bodyBytes: 5 * 1024 * 1024,
  items: 2_000,
  categories: 500,
} as const;

/** Prices are rupees with at most 2 decimals, as everywhere on the wire. */
const ZPrice = ZMoney;

export const ZMenuExportCategory = z.object({
  tab: z.enum(MENU_TABS),
  name: z.string().min(1),
  /** In menu order; one level only (the guest app shows two). */
  subCategories: z.array(z.object({ name: z.string().min(1) })).default([]),
});
export type TMenuExportCategory = z.infer<typeof ZMenuExportCategory>;

export const ZMenuExportSize = z.object({
  name: z.string().min(1),
  isDefault: z.boolean(),
  /** The brand's default price. */
  defaultPrice: ZPrice,
  /** This branch's price. */
  price: ZPrice,
  /** On at this branch (a snooze is a moment's state and is not exported). */
  available: z.boolean().default(true),
});
export type TMenuExportSize = z.infer<typeof ZMenuExportSize>;

export const ZMenuExportAddOn = z.object({
  name: z.string().min(1),
  price: ZPrice,
  autoSelect: z.boolean().default(false),
});
export type TMenuExportAddOn = z.infer<typeof ZMenuExportAddOn>;

export const ZMenuExportItem = z.object({
  tab: z.enum(MENU_TABS),
  category: z.string().min(1),
  /** A sub-category of `category`, or null for the category itself. */
  subCategory: z.string().min(1).nullable().default(null),
  name: z.string().min(1),
  description: z.string().default(''),
  foodType: z.enum(FOOD_TYPES).nullable().default(null),
  isAlcoholic: z.boolean().default(false),
  calories: z.number().int().min(0).nullable().default(null),
  tags: z.array(z.string()).default([]),
  allergens: z
    .array(z.object({ allergen: z.enum(ALLERGENS), level: z.enum(ALLERGEN_LEVELS) }))
    .default([]),
  sizes: z.array(ZMenuExportSize),
  addOnGroup: z
    .object({
      min: z.number().int().min(0),
      max: z.number().int().min(0),
      addOns: z.array(ZMenuExportAddOn),
    })
    .nullable()
    .default(null),
  instructions: z.array(z.string()).default([]),
  /** Recommended items by name (names unique in the menu). */
  recommendations: z.array(z.string()).default([]),
  /** An uploaded photo's content hash (media), or null. */
  imageKey: z.string().nullable().default(null),
});
export type TMenuExportItem = z.infer<typeof ZMenuExportItem>;

/** The full JSON export of a branch's menu: categories and items in menu order. */
export const ZMenuExport = z.object({
  format: z.literal(MENU_EXPORT_FORMAT),
  version: z.literal(MENU_EXPORT_VERSION),
  exportedAt: z.string().optional(),
  /** Where it came from, for people; ignored on import. */
  source: z.object({ brand: z.string(), branch: z.string() }).optional(),
  categories: z.array(ZMenuExportCategory).max(MENU_TRANSFER_LIMITS.categories),
  items: z.array(ZMenuExportItem).max(MENU_TRANSFER_LIMITS.items),
});
export type TMenuExport = z.infer<typeof ZMenuExport>;

export const MENU_EXPORT_FORMATS = ['json', 'xlsx', 'csv'] as const;
export const MENU_CSV_SHEETS = ['items', 'sizes', 'addons'] as const;

/**
 * `format=csv` answers one of the template's three tables, chosen by `sheet` (default items).
 * `template=true` answers the example menu (a realistic small menu) instead of the branch's.
 */
export const ZMenuExportQuery = z.object({
  format: z.enum(MENU_EXPORT_FORMATS).default('json'),
  sheet: z.enum(MENU_CSV_SHEETS).default('items'),
  template: ZQueryBoolean.default(false),
});
export type TMenuExportQuery = z.infer<typeof ZMenuExportQuery>;

export const ZMenuImportQuery = z.object({
  dryRun: ZQueryBoolean.default(true),
  /** Spreadsheets and Square CSVs: archive branch items missing from the file (a JSON export always does). */
  archiveMissing: ZQueryBoolean.default(false),
});
export type TMenuImportQuery = z.infer<typeof ZMenuImportQuery>;

export const IMPORT_FILE_KINDS = ['json', 'xlsx', 'csv', 'square'] as const;
export type ImportFileKind = (typeof IMPORT_FILE_KINDS)[number];

const ZItemRef = z.object({
  tab: z.enum(MENU_TABS),
  category: z.string(),
  subCategory: z.string().nullable(),
  name: z.string(),
});

export const ZImportFieldChange = z.object({
  /** e.g. 'description', 'sizes.Large.price', 'addOnGroup.max'. */
  field: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type TImportFieldChange = z.infer<typeof ZImportFieldChange>;

/** The dry-run (or applied) answer of an import. */
export const ZImportDiff = z.object({
  kind: z.enum(IMPORT_FILE_KINDS),
  dryRun: z.boolean(),
  applied: z.boolean(),
  counts: z.object({
    added: z.number().int(),
    changed: z.number().int(),
    archived: z.number().int(),
    unchanged: z.number().int(),
    categoriesAdded: z.number().int(),
  }),
  added: z.array(ZItemRef.extend({ row: z.number().int().nullable(), sizes: z.number().int() })),
  changed: z.array(
    ZItemRef.extend({ row: z.number().int().nullable(), changes: z.array(ZImportFieldChange) }),
  ),
  archived: z.array(ZItemRef),
  categoriesAdded: z.array(
    z.object({ tab: z.enum(MENU_TABS), name: z.string(), parent: z.string().nullable() }),
  ),
  /** Things the import dropped or guessed (e.g. a Square modifier set it cannot map). */
  warnings: z.array(z.string()),
});
export type TImportDiff = z.infer<typeof ZImportDiff>;

/** One problem in an import file; `message` reads 'Sizes row 7: price must have at most 2 decimals'. */
export const ZImportError = z.object({
  sheet: z.string().nullable(),
  row: z.number().int().nullable(),
  message: z.string(),
});
export type TImportError = z.infer<typeof ZImportError>;

/** 400 of an import: every error of the file at once (nothing was written). */
export const ZImportErrorBody = ZErrorBody.extend({ errors: z.array(ZImportError).optional() });
export type TImportErrorBody = z.infer<typeof ZImportErrorBody>;
