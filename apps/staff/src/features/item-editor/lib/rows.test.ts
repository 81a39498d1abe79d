import { describe, expect, it } from 'vitest';
import type { SizeRow } from './item-form';
import { addTag, makeDefault, moveRow, removeSize } from './rows';

const sizes = (): SizeRow[] => [
  { key: 'a', name: 'Half', price: '1', isDefault: true },
  { key: 'b', name: 'Full', price: '2', isDefault: false },
  { key: 'c', name: 'Jumbo', price: '3', isDefault: false },
];

describe('list rows', () => {
  it('moves a row up or down and stays put at either end', () => {
    expect(moveRow(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveRow(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveRow(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveRow(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });

  it('keeps exactly one default size', () => {
    expect(makeDefault(sizes(), 2).map((s) => s.isDefault)).toEqual([false, false, true]);
    const left = removeSize(sizes(), 0);
    expect(left.map((s) => [s.name, s.isDefault])).toEqual([
      ['Full', true],
      ['Jumbo', false],
    ]);
    expect(removeSize(sizes(), 1).map((s) => s.isDefault)).toEqual([true, false]);
  });

  it('adds a tag once, trimmed, whatever its case', () => {
    expect(addTag(['Spicy'], ' spicy ')).toEqual(['Spicy']);
    expect(addTag(['Spicy'], ' Vegan ')).toEqual(['Spicy', 'Vegan']);
    expect(addTag(['Spicy'], '   ')).toEqual(['Spicy']);
  });
});
