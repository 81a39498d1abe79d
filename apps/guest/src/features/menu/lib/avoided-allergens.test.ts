import type { TMenuCategory, TMenuProduct } from '@tableside/shared/contract/menu';
import { describe, expect, it } from 'vitest';
import { withoutAllergens } from './avoided-allergens';

const product = (name: string, allergens?: TMenuProduct['allergens']) =>
  ({ displayName: name, allergens }) as TMenuProduct;

const menu: TMenuCategory[] = [
  {
    categoryName: 'Starters',
    menuResponseDetails: [
      product('Satay', [{ allergen: 'PEANUTS', level: 'CONTAINS' }]),
      product('Salad'),
    ],
    subCategories: [
      {
        categoryName: 'Breads',
        subCategories: [],
        menuResponseDetails: [product('Naan', [{ allergen: 'GLUTEN', level: 'CONTAINS' }])],
      },
    ],
  },
  {
    categoryName: 'Desserts',
    subCategories: [],
    menuResponseDetails: [product('Kulfi', [{ allergen: 'PEANUTS', level: 'MAY_CONTAIN' }])],
  },
];

const names = (categories: TMenuCategory[]) =>
  categories.flatMap((c) => [
    c.categoryName,
    ...c.menuResponseDetails.map((p) => p.displayName),
    ...c.subCategories.flatMap((s) => [
      s.categoryName,
      ...s.menuResponseDetails.map((p) => p.displayName),
    ]),
  ]);

describe('withoutAllergens', () => {
  it('keeps the whole menu when nothing is avoided', () => {
    expect(withoutAllergens(menu, [])).toEqual(menu);
  });

  it('hides items that contain or may contain an avoided allergen, and emptied categories', () => {
    expect(names(withoutAllergens(menu, ['PEANUTS']))).toEqual([
      'Starters',
      'Salad',
      'Breads',
      'Naan',
    ]);
    expect(names(withoutAllergens(menu, ['PEANUTS', 'GLUTEN']))).toEqual(['Starters', 'Salad']);
  });
});
