import { describe, expect, it } from 'vitest';
import { describeAllergens, hasAnyAllergen } from './allergens';

describe('hasAnyAllergen', () => {
  const satay = [
    { allergen: 'PEANUTS', level: 'CONTAINS' },
    { allergen: 'SESAME', level: 'MAY_CONTAIN' },
  ] as const;

  it('hides an item that contains an avoided allergen', () => {
    expect(hasAnyAllergen(satay, ['PEANUTS'])).toBe(true);
  });

  it('hides an item that may contain traces of one too', () => {
    expect(hasAnyAllergen(satay, ['MILK', 'SESAME'])).toBe(true);
  });

  it('keeps an item without any avoided allergen, and every item when nothing is avoided', () => {
    expect(hasAnyAllergen(satay, ['MILK', 'GLUTEN'])).toBe(false);
    expect(hasAnyAllergen(satay, [])).toBe(false);
    expect(hasAnyAllergen([], ['PEANUTS'])).toBe(false);
  });
});

describe('describeAllergens', () => {
  it('reads contains, then may contain, with the labels', () => {
    expect(
      describeAllergens([
        { allergen: 'MILK', level: 'CONTAINS' },
        { allergen: 'PEANUTS', level: 'MAY_CONTAIN' },
        { allergen: 'GLUTEN', level: 'CONTAINS' },
      ]),
    ).toBe('Contains: Milk, Gluten · May contain: Peanuts');
  });

  it('says only the level that has allergens, and nothing for none', () => {
    expect(describeAllergens([{ allergen: 'TREE_NUTS', level: 'MAY_CONTAIN' }])).toBe(
      'May contain: Tree nuts',
    );
    expect(describeAllergens([])).toBeNull();
  });
});
