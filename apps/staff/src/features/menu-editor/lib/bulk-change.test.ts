import { describe, expect, it } from 'vitest';
import { type BulkForm, checkBulk, EMPTY_BULK_FORM, splitTags } from './bulk-change';

const form = (extra: Partial<BulkForm>): BulkForm => ({ ...EMPTY_BULK_FORM, ...extra });
const name = (id: number) => (id === 7 ? 'Curries' : '?');

describe('bulk change', () => {
  it('raises or lowers prices by a percent or an amount', () => {
    expect(checkBulk(form({ priceValue: '10' }), 12, name)).toEqual({
      ok: true,
      change: { kind: 'price', mode: 'percent', value: 10 },
      summary: "Raise every size's price at this branch by 10% on 12 items",
    });
    const lower = checkBulk(form({ priceMode: 'amount', priceValue: '-5.5' }), 1, name);
    expect(lower).toMatchObject({
      ok: true,
      summary: "Lower every size's price at this branch by ₹5.50 on 1 item",
    });
  });

  it('names the field that is wrong', () => {
    expect(checkBulk(form({ priceValue: '' }), 2, name)).toMatchObject({
      ok: false,
      field: 'priceValue',
    });
    expect(checkBulk(form({ priceValue: '1.234' }), 2, name)).toMatchObject({
      message: 'Use at most 2 decimals',
    });
    expect(checkBulk(form({ priceValue: '-100' }), 2, name)).toMatchObject({ field: 'priceValue' });
    expect(checkBulk(form({ kind: 'category' }), 2, name)).toMatchObject({ field: 'categoryId' });
    expect(checkBulk(form({ kind: 'tags' }), 2, name)).toMatchObject({ field: 'addTags' });
  });

  it('refuses more items than one bulk change takes', () => {
    expect(checkBulk(form({ priceValue: '5' }), 501, name)).toMatchObject({
      ok: false,
      field: 'kind',
    });
  });

  it('moves, switches and tags', () => {
    expect(checkBulk(form({ kind: 'category', categoryId: '7' }), 3, name)).toMatchObject({
      change: { kind: 'category', categoryId: 7 },
      summary: 'Move 3 items to Curries',
    });
    expect(checkBulk(form({ kind: 'availability', available: 'true' }), 3, name)).toMatchObject({
      change: { kind: 'availability', available: true },
    });
    expect(
      checkBulk(form({ kind: 'tags', addTags: 'spicy, new', removeTags: 'old' }), 2, name),
    ).toMatchObject({
      change: { kind: 'tags', add: ['spicy', 'new'], remove: ['old'] },
      summary: 'Tags on 2 items: add spicy, new and remove old',
    });
  });

  it('splits tags without blanks or repeats', () => {
    expect(splitTags(' spicy, Spicy ,, chef special ')).toEqual(['spicy', 'chef special']);
  });
});
