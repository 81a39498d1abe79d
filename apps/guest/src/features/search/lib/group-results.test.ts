import type { TSearchResult } from '@tableside/shared/contract/menu';
import { describe, expect, it } from 'vitest';
import { groupResults } from './group-results';

const hit = (displayName: string, topLevelCategory: string) =>
  ({ displayName, topLevelCategory }) as TSearchResult;

describe('groupResults', () => {
  it('groups by top-level category in the order of each group’s best hit', () => {
    const groups = groupResults([
      hit('Chicken 65', 'Small Plates'),
      hit('Chicken Biryani', 'Biryani & Rice'),
      hit('Chicken Wings', 'Small Plates'),
    ]);
    expect(groups.map((g) => [g.category, g.products.map((p) => p.displayName)])).toEqual([
      ['Small Plates', ['Chicken 65', 'Chicken Wings']],
      ['Biryani & Rice', ['Chicken Biryani']],
    ]);
  });

  it('has no groups without results', () => {
    expect(groupResults([])).toEqual([]);
  });
});
