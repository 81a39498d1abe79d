import { z } from 'zod';
import { ALLERGEN_LEVELS, ALLERGENS } from '../domain/allergens';
import { FOOD_TYPES, MENU_TABS } from '../domain/enums';
import { boundedText, intBetween, text, ZEntityId, ZId, ZMoney, ZTimestamp } from './common';

// The back office's catalogue (issue 13): categories and items as owners and managers edit
// them (action editMenu). Every route is under a branch, `/v1/staff/branches/:branchId/...`:
// the brand's catalogue is shared by its branches, prices and availability are the branch's.
//
// Prices: a size has the brand's default price; each branch has its own price for it. A save
// of the item sets the default price; branches whose price equalled the old default follow
// it, a branch with its own price keeps it (changed with ZBranchSizeBody).
//
// Concurrency: every editable thing carries `version`; a write names the version it edited and
// gets 409 ZCatalogueConflict (with the current state) when someone saved in between.

export const CATALOGUE_LIMITS = {
  name: 80,
  description: 600,
  tag: 30,
  tags: 12,
  sizes: 12,
  addOns: 40,
  instructions: 12,
  instruction: 120,
  recommendations: 12,
  calories: 20_000,
  bulkItems: 500,
} as const;

/** 409 when the edited thing changed since it was read. */
export const CATALOGUE_CONFLICT_MESSAGE = 'Someone else changed this meanwhile';
/** 409 when a category already has an item (or a parent a category) of that name. */
export const DUPLICATE_NAME_MESSAGE = 'An item of this name is already in the category';

export const ZVersion = intBetween(1, 2_147_483_647);

export const ZBranchParams = z.object({ branchId: ZId });
export const ZCatalogueCategoryParams = z.object({ branchId: ZId, categoryId: ZId });
export const ZCatalogueItemParams = z.object({ branchId: ZId, productId: ZId });
export const ZCatalogueSizeParams = z.object({ branchId: ZId, menuItemId: ZId });

// ---- Categories ----------------------------------------------------------------------------

/** A category or sub-category (`parentId` set), archived ones included for the editor. */
export const ZCatalogueCategory = z.object({
  id: ZEntityId,
  tab: z.enum(MENU_TABS),
  name: z.string(),
  parentId: ZEntityId.nullable(),
  sortOrder: z.number().int(),
  archived: z.boolean(),
  /** Items in the category (not archived), for the tree's counts and empty states. */
  itemCount: z.number().int().min(0),
  version: ZVersion,
});
export type TCatalogueCategory = z.infer<typeof ZCatalogueCategory>;

export const ZCreateCategoryBody = z.object({
  tab: z.enum(MENU_TABS),
  name: boundedText(CATALOGUE_LIMITS.name),
  /** A sub-category's parent: a top-level category of the same tab (two levels only). */
  parentId: ZEntityId.nullable().default(null),
});
export type TCreateCategoryBody = z.infer<typeof ZCreateCategoryBody>;

export const ZUpdateCategoryBody = z.object({
  name: boundedText(CATALOGUE_LIMITS.name),
  version: ZVersion,
});
export type TUpdateCategoryBody = z.infer<typeof ZUpdateCategoryBody>;

/** The new order of the categories under one parent (or the tab's top level). */
export const ZReorderCategoriesBody = z.object({
  tab: z.enum(MENU_TABS),
  parentId: ZEntityId.nullable(),
  orderedIds: z.array(ZEntityId).min(1).max(500),
});
export type TReorderCategoriesBody = z.infer<typeof ZReorderCategoriesBody>;

/** The new order of the items of one category. */
export const ZReorderItemsBody = z.object({
  categoryId: ZEntityId,
  orderedIds: z.array(ZEntityId).min(1).max(2000),
});
export type TReorderItemsBody = z.infer<typeof ZReorderItemsBody>;

/** Archive or restore (categories, items): archived things are hidden from guests, kept for history. */
export const ZArchiveBody = z.object({ archived: z.boolean(), version: ZVersion });
export type TArchiveBody = z.infer<typeof ZArchiveBody>;

// ---- Items ---------------------------------------------------------------------------------

export const ZAllergenEntry = z.object({
  allergen: z.enum(ALLERGENS),
  level: z.enum(ALLERGEN_LEVELS),
});
export type TAllergenEntry = z.infer<typeof ZAllergenEntry>;

/** A size in a save: `id` names an existing size (kept, so order history still points at it). */
export const ZSizeInput = z.object({
  id: ZEntityId.optional(),
  name: boundedText(CATALOGUE_LIMITS.name),
  /** The brand's default price, rupees with at most 2 decimals. */
  price: ZMoney,
  isDefault: z.boolean(),
});
export type TSizeInput = z.infer<typeof ZSizeInput>;

export const ZAddOnInput = z.object({
  id: ZEntityId.optional(),
  name: boundedText(CATALOGUE_LIMITS.name),
  price: ZMoney,
  /** Counts as chosen and cannot be taken off by the guest. */
  autoSelect: z.boolean().default(false),
});
export type TAddOnInput = z.infer<typeof ZAddOnInput>;

/** The item's add-on group: the guest picks between `min` and `max` (0 = no upper limit). */
export const ZAddOnGroupInput = z
  .object({
    min: intBetween(0, CATALOGUE_LIMITS.addOns),
    max: intBetween(0, CATALOGUE_LIMITS.addOns),
    addOns: z.array(ZAddOnInput).max(CATALOGUE_LIMITS.addOns),
  })
  .superRefine((group, ctx) => {
    if (group.addOns.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['addOns'], message: 'add at least one add-on' });
    }
    if (group.max !== 0 && group.max < group.min) {
      ctx.addIssue({ code: 'custom', path: ['max'], message: 'must not be less than min' });
    }
    if (group.min > group.addOns.length) {
      ctx.addIssue({ code: 'custom', path: ['min'], message: 'is more than there are add-ons' });
    }
  });
export type TAddOnGroupInput = z.infer<typeof ZAddOnGroupInput>;

const ZItemFields = z.object({
  categoryId: ZEntityId,
  name: boundedText(CATALOGUE_LIMITS.name),
  description: text({ multiline: true })
    .trim()
    .max(CATALOGUE_LIMITS.description, `must be at most ${CATALOGUE_LIMITS.description} characters`)
    .default(''),
  /** null where it does not apply (drinks, smoke). */
  foodType: z.enum(FOOD_TYPES).nullable(),
  isAlcoholic: z.boolean().default(false),
  calories: intBetween(0, CATALOGUE_LIMITS.calories).nullable().default(null),
  tags: z.array(boundedText(CATALOGUE_LIMITS.tag)).max(CATALOGUE_LIMITS.tags).default([]),
  sizes: z.array(ZSizeInput).min(1, 'add at least one size').max(CATALOGUE_LIMITS.sizes),
  addOnGroup: ZAddOnGroupInput.nullable().default(null),
  instructions: z
    .array(boundedText(CATALOGUE_LIMITS.instruction))
    .max(CATALOGUE_LIMITS.instructions)
    .default([]),
  recommendedIds: z.array(ZEntityId).max(CATALOGUE_LIMITS.recommendations).default([]),
  allergens: z.array(ZAllergenEntry).max(14).default([]),
  /** An uploaded photo (ZMediaUpload.imageKey), or null for none. */
  imageKey: z
    .string()
    .regex(/^[0-9a-f]{64}$/, 'is not an uploaded image')
    .nullable()
    .default(null),
});

function checkItem(item: z.infer<typeof ZItemFields>, ctx: z.RefinementCtx) {
  const defaults = item.sizes.filter((size) => size.isDefault).length;
  if (defaults !== 1) {
    ctx.addIssue({ code: 'custom', path: ['sizes'], message: 'mark exactly one size as default' });
  }
  const seen = new Set<string>();
  item.sizes.forEach((size, index) => {
    const key = size.name.toLowerCase();
    if (seen.has(key)) {
      ctx.addIssue({ code: 'custom', path: ['sizes', index, 'name'], message: 'is used twice' });
    }
    seen.add(key);
  });
  const allergens = new Set<string>();
  item.allergens.forEach((entry, index) => {
    if (allergens.has(entry.allergen)) {
      ctx.addIssue({ code: 'custom', path: ['allergens', index], message: 'is listed twice' });
    }
    allergens.add(entry.allergen);
  });
}

export const ZCreateItemBody = ZItemFields.superRefine(checkItem);
export type TCreateItemBody = z.infer<typeof ZCreateItemBody>;

export const ZUpdateItemBody = ZItemFields.extend({ version: ZVersion }).superRefine(checkItem);
export type TUpdateItemBody = z.infer<typeof ZUpdateItemBody>;

/** A size as the editor shows it at the branch in the path. */
export const ZCatalogueSize = z.object({
  id: ZEntityId,
  name: z.string(),
  isDefault: z.boolean(),
  archived: z.boolean(),
  /** The brand's default price. */
  defaultPrice: ZMoney,
  /** This branch's price; null when the item is not on this branch's menu. */
  price: ZMoney.nullable(),
  available: z.boolean(),
  /** '86'd until then (available again after, by itself). */
  snoozedUntil: ZTimestamp.nullable(),
});
export type TCatalogueSize = z.infer<typeof ZCatalogueSize>;

export const ZCatalogueAddOn = z.object({
  id: ZEntityId,
  name: z.string(),
  price: ZMoney,
  autoSelect: z.boolean(),
});
export type TCatalogueAddOn = z.infer<typeof ZCatalogueAddOn>;

/** An item (product) with everything the editor shows. */
export const ZCatalogueItem = z.object({
  id: ZEntityId,
  categoryId: ZEntityId,
  tab: z.enum(MENU_TABS),
  name: z.string(),
  description: z.string(),
  foodType: z.enum(FOOD_TYPES).nullable(),
  isAlcoholic: z.boolean(),
  calories: z.number().int().min(0).nullable(),
  tags: z.array(z.string()),
  sizes: z.array(ZCatalogueSize),
  addOnGroup: z
    .object({
      min: z.number().int().min(0),
      max: z.number().int().min(0),
      addOns: z.array(ZCatalogueAddOn),
    })
    .nullable(),
  instructions: z.array(z.string()),
  recommendedIds: z.array(ZEntityId),
  allergens: z.array(ZAllergenEntry),
  imageKey: z.string().nullable(),
  /** What the guest app shows (an uploaded photo's card size, or the demo's image). */
  imageUrl: z.string().nullable(),
  sortOrder: z.number().int(),
  archived: z.boolean(),
  /** On this branch's menu (has branch prices). */
  onMenu: z.boolean(),
  version: ZVersion,
});
export type TCatalogueItem = z.infer<typeof ZCatalogueItem>;

/** The whole catalogue of the brand, priced at the branch in the path (the editor's one read). */
export const ZCatalogueResponse = z.object({
  branchId: ZEntityId,
  categories: z.array(ZCatalogueCategory),
  items: z.array(ZCatalogueItem),
});
export type TCatalogueResponse = z.infer<typeof ZCatalogueResponse>;

/** 409 body: the message plus the thing as it is now, so the editor can show the other change. */
export const ZCatalogueConflict = z.object({
  statusCode: z.literal(409),
  error: z.string(),
  message: z.string(),
  current: z.union([ZCatalogueItem, ZCatalogueCategory]).optional(),
});
export type TCatalogueConflict = z.infer<typeof ZCatalogueConflict>;

// ---- A size at a branch: price, availability, snooze ---------------------------------------

export const ZBranchSizeBody = z
  .object({
    /** This branch's own price. */
    price: ZMoney.optional(),
    /** Puts the size on or off this branch's menu until switched back. */
    available: z.boolean().optional(),
    /** '86' until this instant (must be in the future), or null to lift a snooze. */
    snoozedUntil: ZTimestamp.nullable().optional(),
  })
  .refine(
    (body) =>
      body.price !== undefined || body.available !== undefined || body.snoozedUntil !== undefined,
    { message: 'name a price, availability or snooze' },
  );
export type TBranchSizeBody = z.infer<typeof ZBranchSizeBody>;

/** Puts an item on this branch's menu (at the default prices) or takes it off. */
export const ZBranchItemBody = z.object({ onMenu: z.boolean() });
export type TBranchItemBody = z.infer<typeof ZBranchItemBody>;
