import { ALLERGEN_LABELS, ALLERGENS } from '@tableside/shared/domain/allergens';
import type { ItemFormValues } from './item-form';
import { FOOD_TYPE_LABELS } from './labels';

// A save refused with 409: what the other person saved beside what this person typed, for
// the fields where the two differ, as text people can compare.

export interface ConflictRow {
  field: string;
  label: string;
  mine: string;
  theirs: string;
}

/** Names the form shows for ids (categories, items). */
export interface ConflictNames {
  category: (id: number) => string;
  item: (id: number) => string;
}

const NONE = '—';
const list = (parts: string[]) => (parts.length ? parts.join(', ') : NONE);
const money = (typed: string) => (typed.trim() ? `₹${typed.trim()}` : 'no price');

function describe(values: ItemFormValues, names: ConflictNames): [string, string, string][] {
  const sizes = values.sizes.map(
    (size) => `${size.name.trim()} ${money(size.price)}${size.isDefault ? ' (default)' : ''}`,
  );
  const addOns = values.hasAddOns
    ? `min ${values.addOnMin || 0}, max ${values.addOnMax === '0' ? 'no limit' : values.addOnMax}: ${list(
        values.addOns.map(
          (addOn) =>
            `${addOn.name.trim()} ${money(addOn.price)}${addOn.autoSelect ? ' (auto)' : ''}`,
        ),
      )}`
    : 'none';
  const allergens = ALLERGENS.filter((allergen) => values.allergens[allergen]).map(
    (allergen) =>
      `${ALLERGEN_LABELS[allergen]}${values.allergens[allergen] === 'MAY_CONTAIN' ? ' (may contain)' : ''}`,
  );
  return [
    ['name', 'Name', values.name.trim()],
    ['categoryId', 'Category', values.categoryId ? names.category(values.categoryId) : NONE],
    ['description', 'Description', values.description.trim() || NONE],
    ['foodType', 'Food type', values.foodType ? FOOD_TYPE_LABELS[values.foodType] : NONE],
    ['isAlcoholic', 'Alcohol', values.isAlcoholic ? 'Contains alcohol' : 'No alcohol'],
    ['calories', 'Calories', values.calories.trim() || NONE],
    ['tags', 'Tags', list(values.tags)],
    ['sizes', 'Sizes', list(sizes)],
    ['addOns', 'Add-ons', addOns],
    ['instructions', 'Instructions', list(values.instructions.map((row) => row.text.trim()))],
    ['recommendedIds', 'Recommended', list(values.recommendedIds.map(names.item))],
    ['allergens', 'Allergens', list(allergens)],
    ['photo', 'Photo', values.photo ? (values.photo.imageKey ?? values.photo.url) : 'none'],
  ];
}

/** The fields where mine and theirs differ, in the form's order. */
export function conflictRows(
  mine: ItemFormValues,
  theirs: ItemFormValues,
  names: ConflictNames,
): ConflictRow[] {
  const theirsByField = new Map(describe(theirs, names).map(([field, , text]) => [field, text]));
  return describe(mine, names)
    .filter(([field, , text]) => theirsByField.get(field) !== text)
    .map(([field, label, text]) => ({
      field,
      label,
      mine: field === 'photo' ? photoText(mine) : text,
      theirs: field === 'photo' ? photoText(theirs) : (theirsByField.get(field) ?? NONE),
    }));
}

const photoText = (values: ItemFormValues) =>
  values.photo ? (values.photo.imageKey ? 'A photo' : 'The demo image') : 'No photo';
