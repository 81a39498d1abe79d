import { describe, expect, it } from 'vitest';
import { diffMenus } from './diff-menu';
import { EXAMPLE_MENU } from './examples/example-menu';

describe('the import diff', () => {
  it('finds nothing to do for the same menu', () => {
    const { diff } = diffMenus(EXAMPLE_MENU, structuredClone(EXAMPLE_MENU), [], true);
    expect(diff.counts).toEqual({
      added: 0,
      changed: 0,
      archived: 0,
      unchanged: EXAMPLE_MENU.items.length,
      categoriesAdded: 0,
    });
  });

  it('names each changed field with before and after, matching sizes by name', () => {
    const next = structuredClone(EXAMPLE_MENU);
    const dosa = next.items[0];
    if (!dosa?.sizes[0]) throw new Error('no item');
    dosa.sizes[0].price = 130;
    dosa.sizes.push({
      name: 'Mini',
      isDefault: false,
      defaultPrice: 80,
      price: 80,
      available: true,
    });
    dosa.tags = ['Bestseller', 'New'];
    const { diff } = diffMenus(EXAMPLE_MENU, next, [], false);
    expect(diff.changed).toHaveLength(1);
    expect(diff.changed[0]?.changes).toEqual([
      { field: 'tags', before: ['Bestseller'], after: ['Bestseller', 'New'] },
      { field: 'sizes.Regular.price', before: 120, after: 130 },
      { field: 'sizes.Mini', before: null, after: dosa.sizes[2] },
    ]);
  });

  it('archives what the file leaves out only when told, and adds new items and categories', () => {
    const next = structuredClone(EXAMPLE_MENU);
    const removed = next.items.pop();
    next.items.push({
      ...structuredClone(EXAMPLE_MENU.items[0]!),
      category: 'Specials',
      subCategory: null,
    });
    next.categories.push({ tab: 'EAT', name: 'Specials', subCategories: [] });
    expect(diffMenus(EXAMPLE_MENU, next, [], false).diff.counts.archived).toBe(0);
    const { diff } = diffMenus(EXAMPLE_MENU, next, [], true);
    expect(diff.archived.map((a) => a.name)).toEqual([removed?.name]);
    expect(diff.added.map((a) => [a.category, a.name])).toEqual([['Specials', 'Masala Dosa']]);
    expect(diff.categoriesAdded).toEqual([{ tab: 'EAT', name: 'Specials', parent: null }]);
  });
});
