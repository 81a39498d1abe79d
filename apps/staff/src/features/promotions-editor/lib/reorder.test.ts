import { describe, expect, it } from 'vitest';
import { moveBy, searchItems } from './reorder';

describe('moveBy', () => {
  it('moves an entry up or down, clamped at the ends', () => {
    expect(moveBy(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveBy(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveBy(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveBy(['a', 'b', 'c'], 2, 5)).toEqual(['a', 'b', 'c']);
  });
});

describe('searchItems', () => {
  const items = [
    { name: 'Masala Dosa', categoryName: 'South Indian' },
    { name: 'Cold Coffee', categoryName: 'Beverages' },
    { name: 'Plain Dosa', categoryName: 'South Indian' },
  ];
  it('matches every word in name or category, case-insensitively', () => {
    expect(searchItems(items, 'dosa').map((i) => i.name)).toEqual(['Masala Dosa', 'Plain Dosa']);
    expect(searchItems(items, 'south plain').map((i) => i.name)).toEqual(['Plain Dosa']);
    expect(searchItems(items, 'BEV')).toHaveLength(1);
    expect(searchItems(items, '', 2)).toHaveLength(2);
  });
});
