import type { TMenuCategory } from '@tableside/shared/contract/menu';
import { describe, expect, it } from 'vitest';
import { menuSections } from './menu-sections';

const product = (name: string) =>
  ({ displayName: name }) as unknown as TMenuCategory['menuResponseDetails'][number];

describe('menuSections', () => {
  it('counts products of the category and of its non-empty sub-categories', () => {
    const sections = menuSections(
      [
        {
          categoryName: 'Small Plates',
          menuResponseDetails: [],
          subCategories: [
            { categoryName: 'Veg', subCategories: [], menuResponseDetails: [product('a')] },
            { categoryName: 'Empty', subCategories: [], menuResponseDetails: [] },
            { categoryName: 'Non-Veg', subCategories: [], menuResponseDetails: [product('b')] },
          ],
        },
        { categoryName: 'Soups', menuResponseDetails: [product('c')], subCategories: [] },
      ],
      'eat',
    );
    expect(sections.map((s) => [s.id, s.name, s.count])).toEqual([
      ['eat-category-0', 'Small Plates', 2],
      ['eat-category-1', 'Soups', 1],
    ]);
    expect(sections[0]?.groups.map((g) => g.name)).toEqual(['Veg', 'Non-Veg']);
  });
});
