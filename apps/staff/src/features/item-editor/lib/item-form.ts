import type { TCatalogueItem } from '@tableside/shared/contract/catalogue';
import type { Allergen, AllergenLevel } from '@tableside/shared/domain/allergens';
import type { FoodType } from '@tableside/shared/domain/enums';

// The item form's state, as people type it (numbers as text, rows with keys for React), and
// its conversion to and from the wire shapes. The form is checked by the server's own schema
// (ZCreateItemBody / ZUpdateItemBody) on what `toDraftBody` builds.

export interface SizeRow {
  /** React's key: stays with the row while rows move. */
  key: string;
  /** The saved size this row edits (kept, so order history still points at it). */
  id?: number;
  name: string;
  price: string;
  isDefault: boolean;
}

export interface AddOnRow {
  key: string;
  id?: number;
  name: string;
  price: string;
  autoSelect: boolean;
}

export interface TextRow {
  key: string;
  text: string;
}

export interface PhotoValue {
  /** An uploaded photo's key; null for the demo's image, which the item keeps unless removed. */
  imageKey: string | null;
  url: string;
}

export interface ItemFormValues {
  categoryId: number | null;
  name: string;
  description: string;
  foodType: FoodType | null;
  isAlcoholic: boolean;
  calories: string;
  tags: string[];
  sizes: SizeRow[];
  hasAddOns: boolean;
  addOnMin: string;
  addOnMax: string;
  addOns: AddOnRow[];
  instructions: TextRow[];
  recommendedIds: number[];
  allergens: Partial<Record<Allergen, AllergenLevel>>;
  photo: PhotoValue | null;
}

let lastKey = 0;
/** A fresh row key (unique within the page's life). */
export const rowKey = () => `r${++lastKey}`;

export const newSize = (isDefault = false): SizeRow => ({
  key: rowKey(),
  name: '',
  price: '',
  isDefault,
});

export const newAddOn = (): AddOnRow => ({ key: rowKey(), name: '', price: '', autoSelect: false });

export function emptyItemValues(categoryId: number | null): ItemFormValues {
  return {
    categoryId,
    name: '',
    description: '',
    foodType: null,
    isAlcoholic: false,
    calories: '',
    tags: [],
    sizes: [{ ...newSize(true), name: 'Regular' }],
    hasAddOns: false,
    addOnMin: '0',
    addOnMax: '0',
    addOns: [],
    instructions: [],
    recommendedIds: [],
    allergens: {},
    photo: null,
  };
}

/** Money as the form shows it: whole rupees bare, else two decimals. */
export const priceText = (price: number) =>
  Number.isInteger(price) ? String(price) : price.toFixed(2);

export function itemValuesOf(item: TCatalogueItem): ItemFormValues {
  const live = item.sizes.filter((size) => !size.archived);
  // Items saved before sizes had a default (the demo's, older rows) show their first size as
  // it, which is the one guests see first; a save then records it.
  const hasDefault = live.some((size) => size.isDefault);
  return {
    categoryId: item.categoryId,
    name: item.name,
    description: item.description,
    foodType: item.foodType,
    isAlcoholic: item.isAlcoholic,
    calories: item.calories === null ? '' : String(item.calories),
    tags: [...item.tags],
    sizes: live.map((size, index) => ({
      key: rowKey(),
      id: size.id,
      name: size.name,
      price: priceText(size.defaultPrice),
      isDefault: hasDefault ? size.isDefault : index === 0,
    })),
    hasAddOns: item.addOnGroup !== null,
    addOnMin: String(item.addOnGroup?.min ?? 0),
    addOnMax: String(item.addOnGroup?.max ?? 0),
    addOns: (item.addOnGroup?.addOns ?? []).map((addOn) => ({
      key: rowKey(),
      id: addOn.id,
      name: addOn.name,
      price: priceText(addOn.price),
      autoSelect: addOn.autoSelect,
    })),
    instructions: item.instructions.map((text) => ({ key: rowKey(), text })),
    recommendedIds: [...item.recommendedIds],
    allergens: Object.fromEntries(item.allergens.map((entry) => [entry.allergen, entry.level])),
    photo: item.imageUrl ? { imageKey: item.imageKey, url: item.imageUrl } : null,
  };
}

/** A typed number: blank is missing (the schema says Required), junk is NaN (not a number). */
export function numberOf(typed: string): number | undefined {
  const cleaned = typed.replace(/[₹,\s]/g, '');
  return cleaned === '' ? undefined : Number(cleaned);
}

/**
 * The request body the form stands for, before checking: the schema decides whether it is
 * one (a blank price stays missing so the schema names it).
 */
export function toDraftBody(values: ItemFormValues, version?: number): Record<string, unknown> {
  const calories = numberOf(values.calories);
  return {
    categoryId: values.categoryId ?? undefined,
    name: values.name,
    description: values.description,
    foodType: values.foodType,
    isAlcoholic: values.isAlcoholic,
    calories: calories ?? null,
    tags: values.tags,
    sizes: values.sizes.map((size) => ({
      ...(size.id ? { id: size.id } : {}),
      name: size.name,
      price: numberOf(size.price),
      isDefault: size.isDefault,
    })),
    addOnGroup: values.hasAddOns
      ? {
          min: numberOf(values.addOnMin) ?? 0,
          max: numberOf(values.addOnMax) ?? 0,
          addOns: values.addOns.map((addOn) => ({
            ...(addOn.id ? { id: addOn.id } : {}),
            name: addOn.name,
            price: numberOf(addOn.price),
            autoSelect: addOn.autoSelect,
          })),
        }
      : null,
    instructions: values.instructions.map((row) => row.text),
    recommendedIds: values.recommendedIds,
    allergens: Object.entries(values.allergens).map(([allergen, level]) => ({ allergen, level })),
    imageKey: values.photo?.imageKey ?? null,
    ...(version === undefined ? {} : { version }),
  };
}

/** What a save would send, for telling whether the form differs from what was loaded. */
export const formSnapshot = (values: ItemFormValues) =>
  JSON.stringify({ ...toDraftBody(values), photoUrl: values.photo?.url ?? null });
