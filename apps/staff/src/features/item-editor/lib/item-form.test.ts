import { ZUpdateItemBody } from '@tableside/shared/contract/catalogue';
import { describe, expect, it } from 'vitest';
import { catalogueItem } from './item.fixture';
import { emptyItemValues, formSnapshot, itemValuesOf, numberOf, toDraftBody } from './item-form';

describe('item form <-> body', () => {
  it('turns a saved item into the form and back into the same item, archived sizes left out', () => {
    const values = itemValuesOf(catalogueItem());
    expect(values.sizes.map((size) => [size.id, size.name, size.price, size.isDefault])).toEqual([
      [100, 'Half', '180', false],
      [101, 'Full', '320.50', true],
    ]);
    expect(values.allergens).toEqual({ MILK: 'CONTAINS', PEANUTS: 'MAY_CONTAIN' });
    const body = ZUpdateItemBody.parse(toDraftBody(values, 3));
    expect(body).toEqual({
      categoryId: 1,
      name: 'Paneer Tikka',
      description: 'Char-grilled cottage cheese',
      foodType: 'VEGETARIAN',
      isAlcoholic: false,
      calories: 420,
      tags: ['Spicy'],
      sizes: [
        { id: 100, name: 'Half', price: 180, isDefault: false },
        { id: 101, name: 'Full', price: 320.5, isDefault: true },
      ],
      addOnGroup: {
        min: 1,
        max: 2,
        addOns: [
          { id: 200, name: 'Mint chutney', price: 0, autoSelect: true },
          { id: 201, name: 'Extra cheese', price: 40, autoSelect: false },
        ],
      },
      instructions: ['Less spicy'],
      recommendedIds: [11],
      allergens: [
        { allergen: 'MILK', level: 'CONTAINS' },
        { allergen: 'PEANUTS', level: 'MAY_CONTAIN' },
      ],
      imageKey: 'a'.repeat(64),
      version: 3,
    });
  });

  it('shows the first size as the default when the item has none marked', () => {
    const item = catalogueItem();
    const sizes = item.sizes.map((size) => ({ ...size, isDefault: false }));
    const values = itemValuesOf({ ...item, sizes });
    expect(values.sizes.map((size) => size.isDefault)).toEqual([true, false]);
  });

  it('sends no add-on group when the toggle is off, and blank calories as none', () => {
    const values = { ...itemValuesOf(catalogueItem()), hasAddOns: false, calories: ' ' };
    const body = toDraftBody(values);
    expect(body.addOnGroup).toBeNull();
    expect(body.calories).toBeNull();
    expect(body).not.toHaveProperty('version');
  });

  it('starts a new item with one default size in the chosen category', () => {
    const values = emptyItemValues(4);
    expect(values.categoryId).toBe(4);
    expect(values.sizes).toHaveLength(1);
    expect(values.sizes[0]?.isDefault).toBe(true);
  });

  it('reads typed money: rupee sign and commas ignored, blank missing, junk not a number', () => {
    expect(numberOf('₹1,250.50')).toBe(1250.5);
    expect(numberOf('  ')).toBeUndefined();
    expect(numberOf('12a')).toBeNaN();
  });

  it('keeps a demo image (no key) as the item had it, and notices its removal as a change', () => {
    const demo = itemValuesOf(catalogueItem({ imageKey: null, imageUrl: '/demo/tikka.png' }));
    expect(demo.photo).toEqual({ imageKey: null, url: '/demo/tikka.png' });
    expect(formSnapshot({ ...demo, photo: null })).not.toBe(formSnapshot(demo));
  });

  it('gives the same snapshot for the same values whatever the row keys', () => {
    const item = catalogueItem();
    expect(formSnapshot(itemValuesOf(item))).toBe(formSnapshot(itemValuesOf(item)));
  });
});
