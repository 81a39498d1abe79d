// The rules every imported item must meet, whatever the file: the item editor's own contract
// (ZCreateItemBody: names, one default size, 2-decimal prices, min <= max, ...) plus what only
// a whole menu can break (an item twice in a category, a recommendation of no item, limits).
// Each message names its row (spreadsheets) or path (JSON).

import { CATALOGUE_LIMITS, ZCreateItemBody } from '@tableside/shared/contract/catalogue';
import { boundedText } from '@tableside/shared/contract/common';
import {
  MENU_TRANSFER_LIMITS,
  type TImportError,
  type TMenuExport,
  ZMenuExportSize,
} from '@tableside/shared/contract/menu-transfer';
import { type ItemOrigin, importError, jsonPath, type Where } from './menu-origin';
import { itemKey } from './read-branch-menu';

const ZName = boundedText(CATALOGUE_LIMITS.name);

/** The item as the editor's create body (ids are placeholders: only the shape is checked). */
export function toItemBody(item: TMenuExport['items'][number]) {
  return {
    categoryId: 1,
    name: item.name,
    description: item.description,
    foodType: item.foodType,
    isAlcoholic: item.isAlcoholic,
    calories: item.calories,
    tags: item.tags,
    sizes: item.sizes.map((s) => ({ name: s.name, price: s.defaultPrice, isDefault: s.isDefault })),
    addOnGroup: item.addOnGroup,
    instructions: item.instructions,
    recommendedIds: item.recommendations.map((_, i) => i + 1),
    allergens: item.allergens,
    imageKey: item.imageKey,
  };
}

/** Which row a zod issue of the item body belongs to, and the field to name. */
function locate(origin: ItemOrigin, path: PropertyKey[]): { where: Where; field: string } {
  const [head, second, third, fourth] = path;
  if (head === 'sizes' && typeof second === 'number') {
    const field = third === 'price' ? 'default price' : String(third ?? 'size');
    return { where: origin.sizes[second] ?? origin.item, field };
  }
  if (head === 'addOnGroup' && second === 'addOns' && typeof third === 'number') {
    return { where: origin.addOns[third] ?? origin.item, field: String(fourth ?? 'add-on') };
  }
  const field = path.filter((p) => typeof p === 'string').join('.') || 'item';
  return { where: origin.item, field };
}

/** `otherNames`: items on the branch's menu outside the file, which a recommendation may name. */
export function validateMenu(
  menu: TMenuExport,
  origins: ItemOrigin[],
  otherNames: readonly string[] = [],
): TImportError[] {
  const errors: TImportError[] = [];
  if (menu.items.length > MENU_TRANSFER_LIMITS.items) {
    errors.push({
      sheet: null,
      row: null,
      message: `The file has ${menu.items.length} items; at most ${MENU_TRANSFER_LIMITS.items} can be imported at once`,
    });
    return errors;
  }
  menu.categories.forEach((category, i) => {
    const names = [category.name, ...category.subCategories.map((s) => s.name)];
    for (const name of names) {
      const checked = ZName.safeParse(name);
      if (!checked.success) {
        errors.push(
          importError(jsonPath(`categories[${i}]`), `category ${checked.error.issues[0]?.message}`),
        );
      }
    }
  });
  const names = new Map<string, number>();
  for (const item of menu.items) {
    const key = item.name.trim().toLowerCase();
    names.set(key, (names.get(key) ?? 0) + 1);
  }
  const others = new Set(otherNames.map((n) => n.trim().toLowerCase()));
  const seen = new Set<string>();
  menu.items.forEach((item, index) => {
    const origin = origins[index] ?? { item: jsonPath(`items[${index}]`), sizes: [], addOns: [] };
    const fail = (where: Where, message: string) => errors.push(importError(where, message));
    const key = itemKey(item);
    if (seen.has(key)) fail(origin.item, `${item.name} is in ${item.category} twice`);
    seen.add(key);
    const checked = ZCreateItemBody.safeParse(toItemBody(item));
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        const { where, field } = locate(origin, issue.path);
        fail(where, `${field} ${issue.message}`);
      }
    }
    item.sizes.forEach((size, i) => {
      // The same number as the default price is already reported as that.
      if (size.price === size.defaultPrice) return;
      const price = ZMenuExportSize.shape.price.safeParse(size.price);
      if (!price.success) {
        fail(origin.sizes[i] ?? origin.item, `branch price ${price.error.issues[0]?.message}`);
      }
    });
    for (const name of item.recommendations) {
      const count = names.get(name.trim().toLowerCase()) ?? 0;
      const elsewhere = others.has(name.trim().toLowerCase());
      if (count === 0 && !elsewhere) {
        fail(origin.item, `recommends '${name}', which is not in the file or on the menu`);
      } else if (count > 1) fail(origin.item, `recommends '${name}', a name of several items`);
      else if (name.trim().toLowerCase() === item.name.trim().toLowerCase()) {
        fail(origin.item, 'an item cannot recommend itself');
      }
    }
  });
  return errors;
}
