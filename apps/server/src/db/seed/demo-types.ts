// Shape of the demo restaurant's content. `demo-content/*.ts` fills it; the seeder maps it onto
// the database. Prices are rupees as written on a menu; the seeder converts them to paise.
import type { FoodType, MenuTab, PromotionContainerSize } from '@tableside/shared/domain/enums';

export interface DemoSize {
  /** e.g. 'Regular', 'Large', '30 ml', '60 ml', 'Pint'. */
  size: string;
  /** Branch price in rupees. */
  price: number;
  /** Default (list) price in rupees; shown struck through when higher than `price`. */
  defaultPrice?: number;
}

export interface DemoAddOn {
  name: string;
  /** Rupees per unit; 0 for free add-ons. */
  price: number;
  /** Auto-selected add-ons count as 1 and cannot be toggled by the guest. */
  autoSelect?: boolean;
}

export interface DemoProduct {
  /** Unique across the brand's menu; recommendations and promotions refer to it. */
  key: string;
  name: string;
  description: string;
  foodType: FoodType;
  /** Drinks only: true for alcoholic, false for non-alcoholic. */
  alcoholic?: boolean;
  /** At least one; several sizes make the card show 'STARTS AT'. */
  sizes: DemoSize[];
  /** Add-on rules: minModifiers / maxModifiers of every size of the product. */
  addOns?: { min: number; max: number; options: DemoAddOn[] };
  instructions?: string[];
  /** Keys of other products of the same brand. */
  recommendations?: string[];
  calories?: number;
  tags?: string[];
  /** Picture name under static/menu/: `<name>.webp`, rendered from the drawing `<name>.svg`. */
  image: string;
  /** Seeded as out of stock at the brand's first branch (to demo 'Out of Stock'). */
  outOfStock?: boolean;
}

export interface DemoCategory {
  tab: MenuTab;
  /** Top-level category, e.g. 'Starters'. */
  name: string;
  /** Sub-categories, each with its own products; a category may have both. */
  subCategories?: { name: string; products: DemoProduct[] }[];
  products?: DemoProduct[];
}

export interface DemoPromotion {
  title: string;
  name: string;
  description: string;
  /** File name (without .svg) under static/promo/ or static/menu/, as `promo/x` or `menu/x`. */
  banner: string;
  /** Product keys the promotion maps (its promo items). */
  productKeys: string[];
}

export interface DemoPromotionGroup {
  mainHeader: string;
  subHeader: string;
  containerSize: PromotionContainerSize;
  promotions: DemoPromotion[];
}

export interface DemoBranch {
  name: string;
  shortName: string;
  displayName: string;
  /** HH:MM:SS in `timeZone`; equal times mean open around the clock. */
  openingTime: string;
  closingTime: string;
  timeZone: string;
  /** Table names in order; ids are assigned by the seeder. */
  tables: string[];
  /** Names of tables that have no customer associate (not serviceable). */
  tablesWithoutAssociate: string[];
}

export interface DemoBrand {
  name: string;
  shortName: string;
  databaseName: string;
  /** Brand style (the style call): stylesheet, font and two logos, all under static/brand/. */
  style: { stylesheet: string; fontFamily: string; primaryImage: string; secondaryImage: string };
  /** Terms & Conditions shown at /terms/conditions. */
  termsText: string;
  /** Service-charge explanation shown at /terms/{other}. */
  serviceChargeText: string;
  charges: { name: string; ratePercent: number }[];
  taxes: { name: string; ratePercent: number }[];
  branches: DemoBranch[];
  menu: DemoCategory[];
  promotions: DemoPromotionGroup[];
}
