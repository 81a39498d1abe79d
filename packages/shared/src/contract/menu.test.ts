import { describe, expect, it } from 'vitest';
import { sanitizeSearchInput } from '../domain/guest-form';
import { ZSearchQuery } from './menu';

describe('ZSearchQuery.searchText', () => {
  it.each(['paneer tikka', 'IPA 2', 'पनीर टिक्का', 'தோசை'])(
    'accepts what the search box lets through: %s',
    (text) => {
      expect(sanitizeSearchInput(text)).toBe(text);
      expect(ZSearchQuery.safeParse({ branchId: '1', searchText: text }).success).toBe(true);
    },
  );

  it.each(['<script>', 'tea; drop', '   ', 'a'.repeat(61)])('refuses %s', (text) => {
    const parsed = ZSearchQuery.safeParse({ branchId: '1', searchText: text });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(['searchText']);
  });
});
