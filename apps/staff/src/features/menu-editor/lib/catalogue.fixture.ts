import type {
  TCatalogueCategory,
  TCatalogueItem,
  TCatalogueSize,
} from '@tableside/shared/contract/catalogue';

// Small catalogue builders for the pure tests of the menu editor.

export function fixtureSize(extra: Partial<TCatalogueSize> = {}): TCatalogueSize {
  return {
    id: 1,
    name: 'Regular',
    isDefault: true,
    archived: false,
    defaultPrice: 100,
    price: 100,
    available: true,
    snoozedUntil: null,
    ...extra,
  };
}

export function fixtureCategory(
  id: number,
  extra: Partial<TCatalogueCategory> = {},
): TCatalogueCategory {
  return {
    id,
    tab: 'EAT',
    name: `Category ${id}`,
    parentId: null,
    sortOrder: id,
    archived: false,
    itemCount: 0,
    version: 1,
    ...extra,
  };
}

export function fixtureItem(id: number, extra: Partial<TCatalogueItem> = {}): TCatalogueItem {
  return {
    id,
    categoryId: 1,
    tab: 'EAT',
    name: `Item ${id}`,
    description: '',
    foodType: 'VEGETARIAN',
    isAlcoholic: false,
    calories: null,
    tags: [],
    sizes: [fixtureSize({ id: id * 10 })],
    addOnGroup: null,
    instructions: [],
    recommendedIds: [],
    allergens: [],
    imageKey: null,
    imageUrl: null,
    sortOrder: id,
    archived: false,
    onMenu: true,
    version: 1,
    ...extra,
  };
}
