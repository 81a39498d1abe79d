import { describe, expect, it } from 'vitest';
import { TABLE_TOKEN_PATTERN, tableLink } from './table-link';

const ids = { brandId: 1, branchId: 2, tableId: 37 };

describe('tableLink', () => {
  it("is the spec's plain link for a branch without tokens", () => {
    expect(tableLink({ publicUrl: 'https://order.example.com/', ...ids, token: null })).toBe(
      'https://order.example.com/?brandId=1&branchId=2&tableId=37',
    );
  });

  it('adds the token as t when the branch requires tokens', () => {
    expect(
      tableLink({ publicUrl: 'http://localhost:3000', ...ids, token: 'AbC-_123456789012345678' }),
    ).toBe('http://localhost:3000/?brandId=1&branchId=2&tableId=37&t=AbC-_123456789012345678');
  });
});

describe('TABLE_TOKEN_PATTERN', () => {
  it.each([
    ['AbC-_123456789012345678', true],
    ['short', false],
    ['has space in it 1234567', false],
    ['a+b/c=d0123456789012345', false],
  ])('%s -> %s', (token, ok) => {
    expect(TABLE_TOKEN_PATTERN.test(token)).toBe(ok);
  });
});
