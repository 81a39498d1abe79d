import { z } from 'zod';
import { ALLERGEN_LEVELS, ALLERGENS } from '../domain/allergens';
import { FOOD_FILTER_WIRE_VALUES, FOOD_TYPES, MENU_TABS } from '../domain/enums';
import { text, ZEntityId, ZId, ZMediaRef, ZMoney } from './common';

// The menu, the product card, search and promotion items (spec section 7 "Menu and promotions").

export const ZMenuAllergen = z.object({
  allergen: z.enum(ALLERGENS),
  level: z.enum(ALLERGEN_LEVELS),
});
export type TMenuAllergen = z.infer<typeof ZMenuAllergen>;

export const ZProductMaster = z.object({
  id: ZEntityId,
  images: z.array(ZMediaRef),
  itemName: z.string(),
});
export type TProductMaster = z.infer<typeof ZProductMaster>;

/** A serving size: `productVariant.size.size` is its label ('Regular', '330 ml'). */
export const ZProductVariant = z.object({ size: z.object({ size: z.string() }) });
export type TProductVariant = z.infer<typeof ZProductVariant>;

/**
 * The branch's terms for one serving size. `defaultPrice` above `price` is shown struck
 * through; the add-on limits drive the customisation rules (spec section 5).
 */
export const ZMenuItemBranchSettings = z.object({
  price: ZMoney,
  defaultPrice: ZMoney,
  minModifiers: z.number().int().min(0),
  maxModifiers: z.number().int().min(0),
  isAvailable: z.boolean(),
});
export type TMenuItemBranchSettings = z.infer<typeof ZMenuItemBranchSettings>;

/** One orderable serving size of a product; its `menuItemMasterId` is what an order item names. */
export const ZMenuItem = z.object({
  menuItemMasterId: ZEntityId,
  productVariant: ZProductVariant,
  branchSettings: ZMenuItemBranchSettings,
});
export type TMenuItem = z.infer<typeof ZMenuItem>;

export const ZTag = z.object({ id: ZEntityId, name: z.string() });
export type TTag = z.infer<typeof ZTag>;

/**
 * A product card. `foodType` is null where it does not apply (drinks, smoke); `isAlcoholic`
 * drives the Drink tab's filter; `isCustomisable` shows the 'Customisable' note; `menuItems`
 * holds every serving size ('STARTS AT' when there are several).
 */
export const ZMenuProduct = z.object({
  displayName: z.string(),
  description: z.string(),
  foodType: z.enum(FOOD_TYPES).nullable(),
  productMaster: ZProductMaster,
  menuItems: z.array(ZMenuItem).min(1),
  isAlcoholic: z.boolean(),
  tab: z.enum(MENU_TABS),
  isCustomisable: z.boolean(),
  calories: z.number().int().min(0).nullable(),
  tag: z.array(ZTag),
  /** EU-14 allergens, 'contains' and 'may contain' (absent from an older server: none known). */
  allergens: z.array(ZMenuAllergen).optional(),
});
export type TMenuProduct = z.infer<typeof ZMenuProduct>;

/**
 * A sub-category. It keeps the category's shape, with `subCategories` always empty: the menu
 * is two levels deep, and a bounded shape keeps the OpenAPI document free of recursive refs.
 */
export const ZMenuSubCategory = z.object({
  categoryName: z.string(),
  subCategories: z.array(z.never()).max(0),
  menuResponseDetails: z.array(ZMenuProduct),
});
export type TMenuSubCategory = z.infer<typeof ZMenuSubCategory>;

export const ZMenuCategory = z.object({
  categoryName: z.string(),
  subCategories: z.array(ZMenuSubCategory),
  menuResponseDetails: z.array(ZMenuProduct),
});
export type TMenuCategory = z.infer<typeof ZMenuCategory>;

/** `GET .../menu-item-grouped-category` answers a top-level list (DECISIONS). */
export const ZMenuResponse = z.array(ZMenuCategory);
export type TMenuResponse = z.infer<typeof ZMenuResponse>;

/** One food filter at a time, in its wire spelling (ALCOHOL, BEVERAGES); `tab` narrows to one tab. */
export const ZMenuQuery = z.object({
  branchId: ZId,
  foodTypes: z.enum(FOOD_FILTER_WIRE_VALUES).optional(),
  tab: z.enum(MENU_TABS).optional(),
});
export type TMenuQuery = z.infer<typeof ZMenuQuery>;

export const SEARCH_TEXT_MAX = 60;

/** The search box accepts letters, digits and spaces only (spec section 5). */
export const ZSearchQuery = z.object({
  branchId: ZId,
  searchText: text()
    .trim()
    .min(1, 'is required')
    .max(SEARCH_TEXT_MAX, `must be at most ${SEARCH_TEXT_MAX} characters`)
    // Marks (\p{M}) keep Devanagari and Tamil words whole, as the search box's input filter does.
    .regex(/^[\p{L}\p{M}\p{N} ]+$/u, 'must be letters, digits and spaces only'),
});
export type TSearchQuery = z.infer<typeof ZSearchQuery>;

/** A search hit: the product plus the top-level category it is grouped under. */
export const ZSearchResult = ZMenuProduct.extend({ topLevelCategory: z.string() });
export type TSearchResult = z.infer<typeof ZSearchResult>;

export const ZSearchResponse = z.array(ZSearchResult);
export type TSearchResponse = z.infer<typeof ZSearchResponse>;

const PROMO_KEYWORD = /^PROMO-([1-9]\d{0,9})$/;

/** The `keywords` value that asks for a promotion's items. */
export const promoKeywords = (promotionId: number): string => `PROMO-${promotionId}`;

/**
 * `GET .../items-with-keywords?branchId=&keywords=PROMO-{id}`. `keywords` is validated and
 * parsed: handlers receive the promotion id as a number.
 */
export const ZItemsWithKeywordsQuery = z.object({
  branchId: ZId,
  keywords: z
    .string()
    .regex(PROMO_KEYWORD, 'must be PROMO-{id}')
    .transform((value) => Number(value.slice('PROMO-'.length)))
    .pipe(ZEntityId),
});
export type TItemsWithKeywordsQuery = z.infer<typeof ZItemsWithKeywordsQuery>;

/** The products a promotion maps (its page lists them as cards). */
export const ZItemsWithKeywordsResponse = z.array(ZMenuProduct);
export type TItemsWithKeywordsResponse = z.infer<typeof ZItemsWithKeywordsResponse>;
