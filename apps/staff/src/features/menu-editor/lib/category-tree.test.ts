import type { TCatalogueCategory } from '@tableside/shared/contract/catalogue';
import { describe, expect, it } from 'vitest';
import {
  buildTree,
  categoryPath,
  moveBy,
  moveTo,
  siblingOrder,
  withDescendants,
} from './category-tree';

const cat = (id: number, sortOrder: number, extra: Partial<TCatalogueCategory> = {}) =>
  ({
    id,
    tab: 'EAT',
    name: `C${id}`,
    parentId: null,
    sortOrder,
    archived: false,
    itemCount: 1,
    version: 1,
    ...extra,
  }) satisfies TCatalogueCategory;

const categories = [
  cat(1, 2),
  cat(2, 1),
  cat(3, 1, { parentId: 1, itemCount: 4 }),
  cat(4, 0, { parentId: 1, archived: true }),
  cat(5, 0, { tab: 'DRINK' }),
  cat(6, 3, { archived: true }),
];

describe('category tree', () => {
  it('builds a tab in menu order with sub-category counts, hiding archived', () => {
    const tree = buildTree(categories, 'EAT', false);
    expect(tree.map((node) => node.category.id)).toEqual([2, 1]);
    expect(tree[1]?.children.map((c) => c.id)).toEqual([3]);
    expect(tree[1]?.total).toBe(5);
  });

  it('shows archived categories when asked', () => {
    const tree = buildTree(categories, 'EAT', true);
    expect(tree.map((node) => node.category.id)).toEqual([2, 1, 6]);
    expect(tree[1]?.children.map((c) => c.id)).toEqual([4, 3]);
  });

  it('includes sub-categories in a category filter', () => {
    expect([...withDescendants(categories, 1)].sort()).toEqual([1, 3, 4]);
  });

  it('moves ids up and down, clamped at the ends', () => {
    expect(moveBy([1, 2, 3], 3, -1)).toEqual([1, 3, 2]);
    expect(moveBy([1, 2, 3], 1, -1)).toEqual([1, 2, 3]);
    expect(moveTo([1, 2, 3], 1, 3)).toEqual([2, 3, 1]);
  });

  it('keeps hidden archived siblings after the visible order', () => {
    expect(siblingOrder(categories, 'EAT', null, [1, 2])).toEqual([1, 2, 6]);
  });

  it('names a sub-category with its parent', () => {
    const byId = new Map(categories.map((c) => [c.id, c]));
    expect(categoryPath(byId, 3)).toBe('C1 › C3');
  });
});
