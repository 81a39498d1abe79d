import { describe, expect, it } from 'vitest';
import { summariseChange } from './change-summary';

const size = (id: number, name: string, defaultPrice: number, archived = false) => ({
  id,
  name,
  defaultPrice,
  archived,
  isDefault: id === 1,
  price: defaultPrice,
  available: true,
  snoozedUntil: null,
});

const item = (changes: object = {}) => ({
  name: 'Masala Dosa',
  categoryId: 1,
  description: '',
  sizes: [size(1, 'Regular', 120)],
  addOnGroup: null,
  allergens: [],
  tags: [],
  imageKey: null,
  ...changes,
});

describe('summariseChange', () => {
  it('says a price change the way a person would', () => {
    const after = item({ sizes: [size(1, 'Regular', 140)] });
    expect(summariseChange('catalogue.item.update', { before: item(), after })).toBe(
      'Masala Dosa: Price of Masala Dosa (Regular) 120 → 140',
    );
  });

  it('lists several changes, marks an undo, and names archive and rename', () => {
    const after = item({
      name: 'Ghee Dosa',
      sizes: [size(1, 'Regular', 120, true), size(2, 'Large', 160)],
    });
    expect(summariseChange('catalogue.item.update', { before: item(), after, undoOf: 7 })).toBe(
      'Ghee Dosa: Renamed Masala Dosa → Ghee Dosa, size Regular archived, size Large added at 160 (undo)',
    );
    expect(summariseChange('catalogue.item.archive', { before: item(), after: item() })).toBe(
      'Archived Masala Dosa',
    );
    expect(
      summariseChange('catalogue.category.rename', {
        before: { name: 'Mains' },
        after: { name: 'Curries' },
      }),
    ).toBe('Renamed category Mains → Curries');
  });

  it('falls back to the action for changes it has no sentence for', () => {
    expect(summariseChange('catalogue.bulk.price', {})).toBe('Bulk price');
  });
});
