import { describe, expect, it } from 'vitest';
import { stationCategoryIds } from './kitchen-station-categories';

// Mains (1) with Curries (11) and Grills (12); Desserts (2) with Ice cream (21).
const categories = [
  { id: 1, parentId: null },
  { id: 11, parentId: 1 },
  { id: 12, parentId: 1 },
  { id: 2, parentId: null },
  { id: 21, parentId: 2 },
];

describe('stationCategoryIds', () => {
  it('gives a station its categories and their sub-categories', () => {
    const links = [{ stationId: 7, categoryId: 1 }];
    expect([...stationCategoryIds(7, links, categories)].sort()).toEqual([1, 11, 12]);
  });

  it('lets a sub-category named by another station go there instead', () => {
    const links = [
      { stationId: 7, categoryId: 1 },
      { stationId: 8, categoryId: 12 },
    ];
    expect([...stationCategoryIds(7, links, categories)].sort()).toEqual([1, 11]);
    expect([...stationCategoryIds(8, links, categories)]).toEqual([12]);
  });

  it('gives a station that names only a sub-category just that one', () => {
    const links = [{ stationId: 9, categoryId: 21 }];
    expect([...stationCategoryIds(9, links, categories)]).toEqual([21]);
    expect([...stationCategoryIds(7, links, categories)]).toEqual([]);
  });
});
