// The normalised menu as the template's three tables (cells as text), for XLSX and CSV export.
import type { TMenuExport } from '@tableside/shared/contract/menu-transfer';
import { ALLERGEN_LABELS } from '@tableside/shared/domain/allergens';
import type { FoodType } from '@tableside/shared/domain/enums';
import { LIST_SEPARATOR, type SheetId } from '../template-columns';

export const FOOD_TYPE_LABELS: Record<FoodType, string> = {
  VEGETARIAN: 'Vegetarian',
  NON_VEGETARIAN: 'Non-vegetarian',
  EGGETARIAN: 'Eggetarian',
};

const yesNo = (value: boolean) => (value ? 'yes' : 'no');
const money = (rupees: number) => rupees.toFixed(2);

/** Rows of cells per sheet, in the column order of template-columns.ts. */
export function menuToTables(menu: TMenuExport): Record<SheetId, string[][]> {
  const items: string[][] = [];
  const sizes: string[][] = [];
  const addons: string[][] = [];
  for (const item of menu.items) {
    const key = [item.category, item.subCategory ?? '', item.name];
    const level = (wanted: string) =>
      item.allergens
        .filter((a) => a.level === wanted)
        .map((a) => ALLERGEN_LABELS[a.allergen])
        .join(', ');
    items.push([
      item.tab,
      ...key,
      item.description,
      item.foodType ? FOOD_TYPE_LABELS[item.foodType] : '',
      yesNo(item.isAlcoholic),
      item.calories === null ? '' : String(item.calories),
      item.tags.join(', '),
      level('CONTAINS'),
      level('MAY_CONTAIN'),
      item.addOnGroup ? String(item.addOnGroup.min) : '',
      item.addOnGroup ? String(item.addOnGroup.max) : '',
      item.instructions.join(LIST_SEPARATOR),
      item.recommendations.join(LIST_SEPARATOR),
      item.imageKey ?? '',
    ]);
    for (const size of item.sizes) {
      sizes.push([
        ...key,
        size.name,
        yesNo(size.isDefault),
        money(size.defaultPrice),
        money(size.price),
        yesNo(size.available),
      ]);
    }
    for (const addOn of item.addOnGroup?.addOns ?? []) {
      addons.push([...key, addOn.name, money(addOn.price), yesNo(addOn.autoSelect)]);
    }
  }
  return { items, sizes, addons };
}
