// What an import would change on a branch's menu: items matched by tab + category +
// sub-category + name, sizes and add-ons by name, with field-level before/after. Pure, so the
// dry run and the applied import answer the same diff.
import type {
  TImportDiff,
  TImportFieldChange,
  TMenuExport,
  TMenuExportItem,
} from '@tableside/shared/contract/menu-transfer';
import { ALLERGENS } from '@tableside/shared/domain/allergens';
import type { ItemOrigin } from './menu-origin';
import { itemKey } from './read-branch-menu';

type Item = TMenuExportItem;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
// The catalogue stores no 'none' food type (drinks count as vegetarian), so null reads as that.
const foodType = (item: Item) => item.foodType ?? 'VEGETARIAN';

const sortedTags = (item: Item) => [...item.tags].sort((a, b) => a.localeCompare(b));
const sortedAllergens = (item: Item) =>
  [...item.allergens].sort((a, b) => ALLERGENS.indexOf(a.allergen) - ALLERGENS.indexOf(b.allergen));

export function compareItems(before: Item, after: Item): TImportFieldChange[] {
  const changes: TImportFieldChange[] = [];
  const check = (field: string, a: unknown, b: unknown) => {
    if (!same(a, b)) changes.push({ field, before: a ?? null, after: b ?? null });
  };
  check('description', before.description, after.description);
  check('foodType', foodType(before), foodType(after));
  check('isAlcoholic', before.isAlcoholic, after.isAlcoholic);
  check('calories', before.calories, after.calories);
  // Tags and allergens are sets: the catalogue keeps no order of its own for them.
  check('tags', sortedTags(before), sortedTags(after));
  check('allergens', sortedAllergens(before), sortedAllergens(after));
  check('instructions', before.instructions, after.instructions);
  check('recommendations', before.recommendations, after.recommendations);
  check('imageKey', before.imageKey, after.imageKey);
  const sizesBefore = new Map(before.sizes.map((s) => [s.name.toLowerCase(), s]));
  for (const size of after.sizes) {
    const old = sizesBefore.get(size.name.toLowerCase());
    sizesBefore.delete(size.name.toLowerCase());
    if (!old) {
      check(`sizes.${size.name}`, null, size);
      continue;
    }
    check(`sizes.${size.name}.defaultPrice`, old.defaultPrice, size.defaultPrice);
    check(`sizes.${size.name}.price`, old.price, size.price);
    check(`sizes.${size.name}.isDefault`, old.isDefault, size.isDefault);
    check(`sizes.${size.name}.available`, old.available, size.available);
  }
  for (const old of sizesBefore.values()) check(`sizes.${old.name}`, old, null);
  check(
    'sizes.order',
    before.sizes.map((s) => s.name),
    after.sizes.map((s) => s.name),
  );
  const groupA = before.addOnGroup;
  const groupB = after.addOnGroup;
  check('addOnGroup.min', groupA?.min ?? null, groupB?.min ?? null);
  check('addOnGroup.max', groupA?.max ?? null, groupB?.max ?? null);
  const addOnsBefore = new Map((groupA?.addOns ?? []).map((a) => [a.name.toLowerCase(), a]));
  for (const addOn of groupB?.addOns ?? []) {
    const old = addOnsBefore.get(addOn.name.toLowerCase());
    addOnsBefore.delete(addOn.name.toLowerCase());
    check(`addOns.${addOn.name}`, old ?? null, addOn);
  }
  for (const old of addOnsBefore.values()) check(`addOns.${old.name}`, old, null);
  // A sizes.order change alone is noise when a size was also added or removed.
  return changes.length > 1 ? changes.filter((c) => c.field !== 'sizes.order') : changes;
}

export interface MenuDiff {
  diff: Omit<TImportDiff, 'kind' | 'dryRun' | 'applied' | 'warnings'>;
  /** The file's items by outcome, for the apply step (indexes into incoming.items). */
  addedIndexes: number[];
  changedIndexes: number[];
  archivedKeys: string[];
}

const ref = (item: Item) => ({
  tab: item.tab,
  category: item.category,
  subCategory: item.subCategory,
  name: item.name,
});

export function diffMenus(
  current: TMenuExport,
  incoming: TMenuExport,
  origins: ItemOrigin[],
  archiveMissing: boolean,
): MenuDiff {
  const currentByKey = new Map(current.items.map((item) => [itemKey(item), item]));
  const incomingKeys = new Set(incoming.items.map(itemKey));
  const result: MenuDiff = {
    diff: {
      counts: { added: 0, changed: 0, archived: 0, unchanged: 0, categoriesAdded: 0 },
      added: [],
      changed: [],
      archived: [],
      categoriesAdded: [],
    },
    addedIndexes: [],
    changedIndexes: [],
    archivedKeys: [],
  };
  const { diff } = result;
  incoming.items.forEach((item, index) => {
    const row = origins[index]?.item.row ?? null;
    const old = currentByKey.get(itemKey(item));
    if (!old) {
      diff.added.push({ ...ref(item), row, sizes: item.sizes.length });
      result.addedIndexes.push(index);
      return;
    }
    const changes = compareItems(old, item);
    if (changes.length === 0) {
      diff.counts.unchanged += 1;
      return;
    }
    diff.changed.push({ ...ref(item), row, changes });
    result.changedIndexes.push(index);
  });
  if (archiveMissing) {
    for (const item of current.items) {
      const key = itemKey(item);
      if (incomingKeys.has(key)) continue;
      diff.archived.push(ref(item));
      result.archivedKeys.push(key);
    }
  }
  const categoryKey = (tab: string, name: string, parent: string | null) =>
    [tab, parent ?? '', name].join('\u0000').toLowerCase();
  const existing = new Set(
    current.categories.flatMap((c) => [
      categoryKey(c.tab, c.name, null),
      ...c.subCategories.map((s) => categoryKey(c.tab, s.name, c.name)),
    ]),
  );
  for (const c of incoming.categories) {
    const wanted = [
      { name: c.name, parent: null },
      ...c.subCategories.map((s) => ({ name: s.name, parent: c.name })),
    ];
    for (const { name, parent } of wanted) {
      if (!existing.has(categoryKey(c.tab, name, parent))) {
        diff.categoriesAdded.push({ tab: c.tab, name, parent });
      }
    }
  }
  diff.counts.added = diff.added.length;
  diff.counts.changed = diff.changed.length;
  diff.counts.archived = diff.archived.length;
  diff.counts.categoriesAdded = diff.categoriesAdded.length;
  return result;
}
